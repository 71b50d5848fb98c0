/**
 * Runs a CLI's main function: an error prints its message and exits 1, and so does a main
 * whose promise never settles (Node would otherwise end with code 0, as if it had worked).
 */
export function runMain(main: () => Promise<void>): void {
  let finished = false;
  process.on('beforeExit', () => {
    if (!finished) {
      console.error('Stopped before finishing; nothing is guaranteed to have been written.');
      process.exit(1);
    }
  });
  main().then(
    () => {
      finished = true;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
