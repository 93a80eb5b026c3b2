import { useEffect, useRef, type ReactNode } from 'react';

/** A step's heading; focus moves to it when the step appears so screen readers announce it. */
export function StepHeading({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
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
