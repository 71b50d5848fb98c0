import { useEffect, useRef } from 'react';
import { TOAST_HOTKEY } from '../../app/constants';
import { ToastItem } from './ToastItem';
import { useToastStore } from './toast-store';
import './toast.css';

/**
 * The notification region: a labelled landmark the F8 key focuses, holding the toasts newest
 * last. Each toast announces itself (status for success, alert for errors).
 */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      const region = regionRef.current;
      const first = region?.querySelector<HTMLElement>('.toast');
      (first ?? region)?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section
      ref={regionRef}
      className="toaster"
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      tabIndex={-1}
    >
      <ol className="toaster__list">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={() => dismiss(t.id)} />
        ))}
      </ol>
    </section>
  );
}
