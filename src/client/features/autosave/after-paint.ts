/** A hidden tab paints no frames: the task then runs after this long instead. */
const NO_FRAME_MS = 100;

/**
 * Runs `task` once the browser has painted the next frame (a task queued from the frame's
 * animation callback runs after its paint), or after NO_FRAME_MS when no frame comes. Returns
 * a function that cancels it.
 */
export function afterPaint(task: () => void): () => void {
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(noFrame);
  };
  const run = () => {
    cancel();
    task();
  };
  const frame = requestAnimationFrame(() => {
    afterFrame = setTimeout(run, 0);
  });
  const noFrame = setTimeout(run, NO_FRAME_MS);
  return cancel;
}
