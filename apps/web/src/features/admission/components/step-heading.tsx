import { useEffect, useRef, type ReactNode } from 'react';

/** Whether the visitor is typing or choosing in a field. */
const inField = () => document.activeElement?.matches('input, select, textarea') ?? false;

/**
 * A step's heading; focus moves to it when the step appears so screen readers announce it, unless
 * the visitor is already in one of its fields: on a slow phone they tap into the prerendered form
 * and type before the page's code takes it over, and focus taken away then sends the rest of what
 * they type nowhere.
 */
export function StepHeading({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!inField()) ref.current?.focus();
  }, []);
  return (
    <div className="step-heading">
      <h2 ref={ref} tabIndex={-1}>
        {children}
      </h2>
      {subtitle ? <p>{subtitle}</p> : null}
    </div>
  );
}
