import { Outlet } from 'react-router-dom';
import { HydrationGate } from '../app/HydrationGate';

/**
 * The page itself: the skip link's target (focusable, so the link moves focus there), the
 * page width, and the route's content, its controls disabled until hydrated.
 */
export function MainOutlet({ className = 'main' }: { className?: string }) {
  return (
    <main id="main-content" className={className} tabIndex={-1}>
      <div className="page-width">
        <HydrationGate>
          <Outlet />
        </HydrationGate>
      </div>
    </main>
  );
}
