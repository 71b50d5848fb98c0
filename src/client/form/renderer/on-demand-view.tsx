import { createElement, useEffect, useState, type ComponentType } from 'react';

/** A view whose code is fetched when a page needs it; `preload` fetches it ahead of drawing. */
export type OnDemandView<P> = ComponentType<P> & { preload(): Promise<void> };

/**
 * A view or widget that most pages do not use (tabs, say): its code stays out of the first
 * load of the pages without it. A page's route preloads the views its definition uses
 * (preload-views.ts), so the page, and its hydration, draw them at once; React.lazy would
 * suspend on the first draw even then. Drawn before its code has arrived (the staff views,
 * which do not preload), it draws nothing until the code comes, then the view; a failed fetch
 * reaches the error boundary, and the next draw tries again.
 */
export function onDemandView<P extends object>(
  load: () => Promise<ComponentType<P>>,
): OnDemandView<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function View(props: P) {
    const [failure, setFailure] = useState<{ error: unknown }>();
    const [, setArrived] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let current = true;
      preload().then(
        () => current && setArrived(true),
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, []);
    if (failure) throw failure.error;
    return loaded ? createElement(loaded, props) : null;
  }
  return Object.assign(View, { preload });
}
