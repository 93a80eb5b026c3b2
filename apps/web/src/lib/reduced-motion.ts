/** Whether the person asked for less motion. False where there is no window or no matchMedia (old WebViews, test DOMs). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && 'matchMedia' in window && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
