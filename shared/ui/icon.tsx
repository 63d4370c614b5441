import type { ReactElement } from 'react';
import { IconFrame, STROKE, type IconFrameProps } from './icon-frame';
import { drawSearch } from './icon-search';

/**
 * The named icon set (icon-frame.tsx draws the frame). Widgets choose from
 * it by name, also at run time (toasts, alerts, empty states), so it is one
 * module; a widget on a partner's first load that needs a single icon draws
 * it from that icon's own module instead (icon-search.tsx).
 */

// Functions, not shared elements: Preact (the embed build) must not reuse one vnode in two places.
const paths = {
  cart: () => (
    <g {...STROKE}>
      <path d="M2.5 3.5h2.6l2.3 11.2a1.6 1.6 0 0 0 1.6 1.3h8.6a1.6 1.6 0 0 0 1.6-1.2l1.6-7.3H6.1" />
      <circle cx="9.5" cy="20" r="1.4" />
      <circle cx="17.5" cy="20" r="1.4" />
    </g>
  ),
  user: () => (
    <g {...STROKE}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20.5c.9-3.9 4.1-6.2 8-6.2s7.1 2.3 8 6.2" />
    </g>
  ),
  phone: () => (
    <g {...STROKE}>
      <path d="M6.6 3.5h2.6l1.5 4.2-2 1.4a11 11 0 0 0 6.2 6.2l1.4-2 4.2 1.5v2.6a2 2 0 0 1-2.2 2A16.6 16.6 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />
    </g>
  ),
  headset: () => (
    <g {...STROKE}>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13.5" width="4" height="6" rx="1.5" />
      <rect x="17" y="13.5" width="4" height="6" rx="1.5" />
      <path d="M19 19.5c0 1.4-1.6 2-4 2h-2" />
    </g>
  ),
  complaint: () => (
    <g {...STROKE}>
      <path d="M4 10v4h3l6 4.5V5.5L7 10H4z" />
      <path d="M16.5 9a4 4 0 0 1 0 6M19 6.5a7.5 7.5 0 0 1 0 11" />
    </g>
  ),
  report: () => (
    <g {...STROKE}>
      <path d="M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8l-5-5z" />
      <path d="M14 3v5h5" />
      <path d="m8.8 14.2 2.2 2.2 4.2-4.4" />
    </g>
  ),
  search: drawSearch,
  qr: () => (
    <g {...STROKE}>
      <rect x="3.5" y="3.5" width="6.5" height="6.5" rx="1" />
      <rect x="14" y="3.5" width="6.5" height="6.5" rx="1" />
      <rect x="3.5" y="14" width="6.5" height="6.5" rx="1" />
      <path d="M14 14h2.5v2.5H14zM18 18h2.5v2.5H18zM14 19.5v1M20.5 14v1.5" />
    </g>
  ),
  mobile: () => (
    <g {...STROKE}>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2" />
      <path d="M10.5 18.5h3" />
    </g>
  ),
  home: () => (
    <g {...STROKE}>
      <path d="M3.5 11 12 4l8.5 7" />
      <path d="M6 9.5V20h12V9.5" />
      <path d="M10 20v-5h4v5" />
    </g>
  ),
  order: () => (
    <g {...STROKE}>
      <rect x="5" y="3.5" width="14" height="17" rx="1.5" />
      <path d="M8.5 8h7M8.5 12h7M8.5 16h4" />
    </g>
  ),
  invoice: () => (
    <g {...STROKE}>
      <path d="M6 3h12v18l-2-1.4-2 1.4-2-1.4-2 1.4-2-1.4L6 21z" />
      <path d="M9 8h6M9 11.5h6M9 15h3.5" />
    </g>
  ),
  chevronDown: () => <path {...STROKE} d="m6 9 6 6 6-6" />,
  chevronLeft: () => <path {...STROKE} d="m15 6-6 6 6 6" />,
  chevronRight: () => <path {...STROKE} d="m9 6 6 6-6 6" />,
  close: () => <path {...STROKE} d="M6 6l12 12M18 6 6 18" />,
  info: () => (
    <g>
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="M12 10.5v6" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="7.4" r="1.3" fill="#fff" />
    </g>
  ),
  success: () => (
    <g>
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="m7.5 12.3 3 3 6-6.3" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  ),
  warning: () => (
    <g>
      <path d="M10.3 3.6a2 2 0 0 1 3.4 0l8.1 14a2 2 0 0 1-1.7 3H3.9a2 2 0 0 1-1.7-3z" fill="currentColor" />
      <path d="M12 9v5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="17.2" r="1.3" fill="#fff" />
    </g>
  ),
  error: () => (
    <g>
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="m8.5 8.5 7 7m0-7-7 7" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </g>
  ),
  box: () => (
    <g {...STROKE} strokeWidth={1.4}>
      <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5z" />
      <path d="M3 7.5 12 12l9-4.5M12 12v9" />
      <path d="m7.5 5.2 9 4.6" />
    </g>
  ),
  shield: () => (
    <g {...STROKE}>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z" />
      <path d="m8.8 12 2.3 2.3 4.2-4.4" />
    </g>
  ),
  truck: () => (
    <g {...STROKE}>
      <path d="M2.5 6h11v10h-11zM13.5 9.5h4l3 3.5V16h-7z" />
      <circle cx="6.5" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </g>
  ),
  refresh: () => (
    <g {...STROKE}>
      <path d="M20 11a8 8 0 0 0-14.6-4.5M4 13a8 8 0 0 0 14.6 4.5" />
      <path d="M5 3v4h4M19 21v-4h-4" />
    </g>
  ),
  star: () => (
    <g {...STROKE}>
      <path d="m12 3.5 2.6 5.3 5.8.8-4.2 4.1 1 5.8L12 16.8l-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z" />
    </g>
  ),
  coupon: () => (
    <g {...STROKE}>
      <path d="M3.5 7.5A1.5 1.5 0 0 1 5 6h14a1.5 1.5 0 0 1 1.5 1.5V10a2 2 0 0 0 0 4v2.5A1.5 1.5 0 0 1 19 18H5a1.5 1.5 0 0 1-1.5-1.5V14a2 2 0 0 0 0-4z" />
      <path d="M14.5 6v12" strokeDasharray="1.6 2" />
      <path d="M7.5 12h4" />
    </g>
  ),
  bolt: () => (
    <g {...STROKE}>
      <path d="M13 2.5 5 13.5h6l-1 8 8-11h-6z" />
    </g>
  ),
  help: () => (
    <g {...STROKE}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.6 9.3a2.5 2.5 0 0 1 4.8.9c0 1.7-2.4 2.2-2.4 3.8" />
      <circle cx="12" cy="17" r="0.6" fill="currentColor" />
    </g>
  ),
  message: () => (
    <g {...STROKE}>
      <path d="M4 5.5h16a1 1 0 0 1 1 1V16a1 1 0 0 1-1 1h-9l-4.5 3.5V17H4a1 1 0 0 1-1-1V6.5a1 1 0 0 1 1-1z" />
      <path d="M7.5 10h9M7.5 13.2h6" />
    </g>
  ),
  arrowUp: () => <path {...STROKE} d="M12 19V5m-6 6 6-6 6 6" />,
  trash: () => (
    <g {...STROKE}>
      <path d="M4.5 6.5h15M9.5 6.5V4.5h5v2M6.5 6.5l1 13h9l1-13" />
      <path d="M10.2 10.5v5.5M13.8 10.5v5.5" />
    </g>
  ),
} satisfies Record<string, () => ReactElement>;

export type IconName = keyof typeof paths;

export interface IconProps extends IconFrameProps {
  name: IconName;
}

export function Icon({ name, ...frame }: IconProps) {
  return <IconFrame {...frame}>{paths[name]()}</IconFrame>;
}
