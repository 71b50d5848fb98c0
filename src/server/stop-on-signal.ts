/**
 * Runs `stop` once on SIGINT or SIGTERM, then exits: 0 when it finished, 1 (with the error on
 * stderr) when it failed, so a failed shutdown is neither silent nor an unhandled rejection.
 */
export function stopOnSignal(stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (): void => {
    if (stopping) return;
    stopping = true;
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}
