// The server's entry. Broken form definitions would serve a broken application: it refuses to
// start, with lint-forms' lines. The definitions are linted before the rest of the server loads
// (serve.ts), because the engine it imports reads them as modules.
import { formatProblem } from '../engine/lint/problem';
import { PROJECT_ROOT } from './definitions/definition-texts';
import { lintParsedFirst } from './definitions/lint-parsed-first';

async function main(): Promise<void> {
  const problems = await lintParsedFirst(PROJECT_ROOT);
  if (problems.length > 0) {
    console.error(
      `The form definitions have ${problems.length} problem(s):\n${problems.map(formatProblem).join('\n')}`,
    );
    process.exit(1);
  }
  const { serve } = await import('./serve');
  await serve();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
