import { createElement, useEffect, useState, type ComponentType } from 'react';
import { loadOnce } from '../app/load-once';

/** A component whose code is fetched when needed; `preload` fetches it ahead of drawing. */
export type OnDemand<P> = ComponentType<P> & { preload(): Promise<void> };

/**
 * A component most first loads do not need (a view few pages use, a dialog opened by a
 * button): its code stays out of them. Preloaded, it draws at once, hydration included: an
 * application page's route preloads the views its definition uses (preload-views.ts), the
 * footer its dialog before opening it. React.lazy would suspend on the first draw even then.
 * Drawn before its code has arrived (the staff views, which do not preload), it draws nothing
 * until the code comes, then itself; a failed fetch reaches the error boundary, and the next
 * draw or preload tries again.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = loadOnce(async () => {
    loaded = await load();
  });
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

/** The preload of a component made by onDemand; undefined for any other component. */
export function preloadOf(component: object): (() => Promise<void>) | undefined {
  return 'preload' in component && typeof component.preload === 'function'
    ? (component.preload as () => Promise<void>)
    : undefined;
}
