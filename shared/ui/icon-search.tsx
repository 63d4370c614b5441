import { IconFrame, STROKE, type IconFrameProps } from './icon-frame';

/** The magnifier, for the named set (icon.tsx) and for the search bar on its own. */
export const drawSearch = () => (
  <g {...STROKE}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </g>
);

/**
 * `<Icon name="search">` without the rest of the set: the search bar is a
 * partner page's first widget, and the set (25 icons, ~1.6 KB gzip) is not
 * needed until other widgets load (docs/perf.md "Embed first load under 30 KB").
 */
export function SearchIcon(props: IconFrameProps) {
  return <IconFrame {...props}>{drawSearch()}</IconFrame>;
}
