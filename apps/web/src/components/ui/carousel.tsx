import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { CAROUSEL_INTERVAL_MS } from '@college/contracts/ui-constants';
import { useReducedMotion } from '../../lib/reduced-motion';

export type Slide = { src: string; alt: string; caption: string };

/**
 * Rotates every 2 s with previous/next and dot controls. It pauses while hovered or focused, and
 * does not rotate at all for people who ask for reduced motion.
 */
export function Carousel({ slides, label }: { slides: Slide[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduced = useReducedMotion();
  const section = useRef<HTMLElement>(null);
  // On a prerendered page the visitor may have tabbed into the carousel, or rested the pointer on
  // it, before the app arrived: no focus or mouseenter event will come for that, so look.
  useEffect(() => {
    const el = section.current;
    if (el && (el.contains(document.activeElement) || el.matches(':hover'))) setPaused(true);
  }, []);
  useEffect(() => {
    if (paused || reduced || slides.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, reduced, slides.length]);

  const go = (i: number) => setIndex((i + slides.length) % slides.length);
  const slide = slides[index];
  return (
    <section
      ref={section}
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="carousel__viewport" aria-live={paused || reduced ? 'polite' : 'off'}>
        {slide ? (
          <figure aria-roledescription="slide" aria-label={t`${index + 1} of ${slides.length}`}>
            <img src={slide.src} alt={slide.alt} width="800" height="600" loading="lazy" />
            <figcaption>{slide.caption}</figcaption>
          </figure>
        ) : null}
      </div>
      <div className="carousel__controls">
        <button type="button" className="icon-button" aria-label={t`Previous slide`} onClick={() => go(index - 1)}>
          ‹
        </button>
        <div className="carousel__dots">
          {slides.map((s, i) => (
            <button
              key={s.src}
              type="button"
              className="carousel__dot"
              aria-label={t`Show slide ${i + 1}`}
              aria-current={i === index}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <button type="button" className="icon-button" aria-label={t`Next slide`} onClick={() => go(index + 1)}>
          ›
        </button>
      </div>
    </section>
  );
}
