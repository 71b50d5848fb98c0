// React's profiling build of react-dom: the client API, with <Profiler> timings kept in
// production mode (@types/react-dom does not describe this entry).
declare module 'react-dom/profiling' {
  export * from 'react-dom/client';
}
