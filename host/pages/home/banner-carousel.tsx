import { useEffect, useState } from 'react';
import type { Advertisement } from '../../../shared/contract';
import { SiteLink } from '../../layout/site-link';

/** How long each slide stays before the next one (a common carousel pace; the spec sets none). */
export const BANNER_INTERVAL_MS = 5000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The home carousel: slides fade one into the next every BANNER_INTERVAL_MS;
 * the dots and arrows choose a slide. It pauses while the pointer is over it
 * or focus is inside it (the buyer is reading or about to click), and does
 * not move by itself for people who asked for reduced motion.
 */
export function BannerCarousel({ banners }: { banners: Advertisement[] }) {
  const [current, setCurrent] = useState(0);
  // The slides whose picture has been asked for: the one showing and the one after it (loaded during the
  // interval, so it is there when it fades in). The rest wait: every picture fetched and decoded at the page's
  // first load is bandwidth and main-thread time taken from the first screen (docs/perf.md, issue 14).
  const [reached, setReached] = useState<ReadonlySet<number>>(() => new Set([0, 1]));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = banners.length;
  const paused = hovered || focused || count < 2;

  useEffect(() => {
    if (paused || prefersReducedMotion()) return;
    const timer = window.setTimeout(() => setCurrent((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [paused, current, count]);

  useEffect(() => {
    const next = (current + 1) % count;
    setReached((seen) => (seen.has(current) && seen.has(next) ? seen : new Set([...seen, current, next])));
  }, [current, count]);

  const go = (index: number) => setCurrent(((index % count) + count) % count);

  return (
    <section
      className="yp-carousel"
      aria-roledescription="轮播"
      aria-label="首页广告"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <ul className="yp-carousel__slides">
        {banners.map((banner, index) => {
          const active = index === current;
          return (
            <li
              key={`${banner.image}-${index}`}
              className={`yp-carousel__slide${active ? ' is-active' : ''}`}
              aria-roledescription="幻灯片"
              aria-label={`${index + 1} / ${count}`}
              // Hidden slides keep their links out of the tab order and the accessibility tree.
              inert={!active}
            >
              <SiteLink url={banner.url} title={banner.title} className="yp-carousel__link">
                {reached.has(index) || active ? (
                  <img src={banner.image} alt={banner.title ?? '广告'} draggable={false} fetchPriority={index === 0 ? 'high' : undefined} />
                ) : null}
              </SiteLink>
            </li>
          );
        })}
      </ul>
      {count > 1 ? (
        <>
          <button type="button" className="yp-carousel__arrow yp-carousel__arrow--prev" aria-label="上一张" onClick={() => go(current - 1)}>
            <svg viewBox="0 0 12 20" aria-hidden="true">
              <path d="M10 2 2 10l8 8" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <button type="button" className="yp-carousel__arrow yp-carousel__arrow--next" aria-label="下一张" onClick={() => go(current + 1)}>
            <svg viewBox="0 0 12 20" aria-hidden="true">
              <path d="m2 2 8 8-8 8" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <div className="yp-carousel__dots" role="group" aria-label="选择广告">
            {banners.map((banner, index) => (
              <button
                key={`${banner.image}-${index}`}
                type="button"
                className={`yp-carousel__dot${index === current ? ' is-active' : ''}`}
                aria-label={`第 ${index + 1} 张${banner.title ? `：${banner.title}` : ''}`}
                aria-current={index === current}
                onClick={() => go(index)}
                onMouseEnter={() => go(index)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
