import { t } from '@lingui/core/macro';
import { useEffect, useRef, type PointerEvent } from 'react';
import { TOAST_SWIPE_THRESHOLD_PX } from '@college/contracts/ui-constants';
import { dismissToast, type Toast } from './toast-store';

function ToastItem({ item }: { item: Toast }) {
  const startX = useRef<number | null>(null);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(item.id), item.duration);
    return () => window.clearTimeout(timer);
  }, [item.id, item.duration]);

  const onPointerDown = (e: PointerEvent) => {
    startX.current = e.clientX;
  };
  const onPointerMove = (e: PointerEvent) => {
    if (startX.current === null || !ref.current) return;
    const dx = Math.max(0, e.clientX - startX.current);
    ref.current.style.transform = `translateX(${dx}px)`;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (startX.current === null) return;
    const dx = e.clientX - startX.current;
    startX.current = null;
    if (dx > TOAST_SWIPE_THRESHOLD_PX) dismissToast(item.id);
    else if (ref.current) ref.current.style.transform = '';
  };

  return (
    <div
      ref={ref}
      className={`toast toast--${item.variant}`}
      role={item.variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      tabIndex={0}
      onKeyDown={(e) => {
        if (e.key === 'Escape') dismissToast(item.id);
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <div className="toast__text">
        <p className="toast__title">{item.title}</p>
        {item.description ? <p className="toast__description">{item.description}</p> : null}
      </div>
      <button type="button" className="toast__close" aria-label={t`Close`} onClick={() => dismissToast(item.id)}>
        ×
      </button>
    </div>
  );
}

/** The toasts shown: the newest, closing on their own, by swipe, Escape or ×. */
export function ToastList({ items }: { items: readonly Toast[] }) {
  return items.map((item) => <ToastItem key={item.id} item={item} />);
}
