// A worker thread does not inherit the parent's `--import tsx`, so it registers tsx itself
// before loading the TypeScript that runs its tasks (in `npm start`, the worker and Vitest alike).
import { register } from 'tsx/esm/api';

register();
await import('./task-thread.ts');
