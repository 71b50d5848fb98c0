import { useT } from '../../i18n/use-t';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { isSwipeDismiss } from './swipe';
import type { Toast } from './toast-store';

interface Props {
  toast: Toast;
  onDismiss(): void;
}

/** One toast: closes after its duration (paused while hovered or focused), on Close, on swipe. */
export function ToastItem({ toast, onDismiss }: Props) {
  const t = useT();
  const title = toast.title ?? t(toast.kind === 'success' ? 'toast.success' : 'toast.error');
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const startX = useRef<number | null>(null);
  const remaining = useRef(toast.duration);

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(onDismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, onDismiss]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest('button')) return;
    startX.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (startX.current !== null) setOffset(event.clientX - startX.current);
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (startX.current === null) return;
    const dismissed = isSwipeDismiss(startX.current, event.clientX);
    startX.current = null;
    setOffset(0);
    if (dismissed) onDismiss();
  }

  return (
    <li className="toaster__item">
      <div
        className={`toast toast--${toast.kind}`}
        role={toast.kind === 'error' ? 'alert' : 'status'}
        aria-atomic="true"
        tabIndex={-1}
        style={
          offset
            ? {
                transform: `translateX(${offset}px)`,
                opacity: Math.max(0.3, 1 - Math.abs(offset) / 200),
              }
            : undefined
        }
        data-duration={toast.duration}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          startX.current = null;
          setOffset(0);
        }}
      >
        <div className="toast__body">
          <p className="toast__title">{title}</p>
          <p className="toast__message">{toast.message}</p>
        </div>
        <button
          type="button"
          className="toast__close"
          aria-label={t('toast.close', { title })}
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </li>
  );
}
