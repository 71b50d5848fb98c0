import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { focusField } from '../summary/focus-field';

/**
 * /about#first_name focuses that field once the page is drawn (an error summary link to
 * another page lands here). Retries for a few frames: lazy pages and conditional content
 * may draw the field a moment later.
 */
export function useFocusHash(ready: boolean): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      if (focusField(id) || ++tries > 20) return;
      frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [hash, key, ready]);
}
