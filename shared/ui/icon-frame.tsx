import type { ReactNode } from 'react';

/**
 * The frame every icon is drawn in: an inline SVG on a 24-unit grid, in the
 * current text colour so it follows hover states and themes. Inline rather
 * than an icon font or sprite: nothing to load from the partner's origin,
 * nothing to break. Its own module, apart from the named set (icon.tsx), so
 * a widget that needs one icon can draw just that one (icon-search.tsx).
 */
export const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export interface IconFrameProps {
  /** Pixel size of the square; defaults to 1em so the icon follows the text. */
  size?: number | string;
  /** A label makes the icon meaningful to screen readers; without one it is decoration. */
  label?: string;
  className?: string;
}

export function IconFrame({ size = '1em', label, className, children }: IconFrameProps & { children: ReactNode }) {
  return (
    <svg
      className={className ? `yp-icon ${className}` : 'yp-icon'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      style={{ flex: 'none', verticalAlign: '-0.125em' }}
    >
      {children}
    </svg>
  );
}
