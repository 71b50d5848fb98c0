import { Profiler, type ProfilerOnRenderCallback, type ReactNode } from 'react';
import { createRoot as createProfilingRoot, type RootOptions } from 'react-dom/profiling';

/**
 * What the typing bench's profiled build uses for `react-dom/client` (build-profiled.ts): the
 * app's root inside one React <Profiler>, on React's profiling build, which keeps onRender in
 * production mode. While the key-press probe records, every commit of the app is counted with
 * the time React spent rendering it. The shipped bundle has none of this.
 */
declare global {
  interface Window {
    __reactCommits?: number[];
  }
}

const onRender: ProfilerOnRenderCallback = (_id, _phase, actualDuration) => {
  if (window.__keyPressRecording) (window.__reactCommits ??= []).push(actualDuration);
};

export function createRoot(container: Element | DocumentFragment, options?: RootOptions) {
  const root = createProfilingRoot(container, options);
  return {
    render: (children: ReactNode) =>
      root.render(
        <Profiler id="app" onRender={onRender}>
          {children}
        </Profiler>,
      ),
    unmount: () => root.unmount(),
  };
}

export { hydrateRoot } from 'react-dom/profiling';
