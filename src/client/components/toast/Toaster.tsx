import { useEffect, useRef } from 'react';
import { TOAST_HOTKEY } from '../../app/constants';
import { useT } from '../../i18n/use-t';
import { ToastItem } from './ToastItem';
import { useToastStore } from './toast-store';
import './toast.css';

/**
 * The notification region: a labelled landmark the F8 key focuses, holding the toasts newest
 * last. Each toast announces itself (status for success, alert for errors).
 */
export function Toaster() {
  const t = useT();
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
      aria-label={t('toast.region', { hotkey: TOAST_HOTKEY })}
      tabIndex={-1}
    >
      <ol className="toaster__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={() => dismiss(toast.id)} />
        ))}
      </ol>
    </section>
  );
}
