import type { ReactNode } from 'react';

export interface TableScrollProps {
  /** What the table holds, in Chinese: the scrolling region's accessible name. */
  label: string;
  children: ReactNode;
  part?: string;
}

/**
 * A wide table's own sideways-scrolling box: in a window narrower than the
 * table, the table scrolls inside it and the page does not. It is a labelled
 * region in the tab order, so a keyboard can scroll it too (WCAG 2.1.1).
 * Styles: `.yp-table-scroll` in tokens.css, so it works in every widget's
 * shadow root and in the host document alike.
 */
export function TableScroll({ label, children, part }: TableScrollProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard to be scrolled
    <div className="yp-table-scroll" role="region" aria-label={label} tabIndex={0} part={part}>
      {children}
    </div>
  );
}
