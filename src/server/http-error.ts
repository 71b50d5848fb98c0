/**
 * An error the error handler turns into `{message, ...extra}` with its status code. A refusal
 * whose words carry a figure (a wait in minutes) gives `message` as an ICU template and its
 * `values`, so that each language formats the figure in its own words and plural.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly values?: Readonly<Record<string, string | number>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
