import { useId } from 'react';
import { zh } from '../text/zh.text';
import { useStyles } from './use-styles';
import css from './logo.css?inline';

export interface LogoProps {
  /** Height in px; the width follows. */
  height?: number;
  /** Show the tagline 医药批发采购平台 under the wordmark. */
  tagline?: boolean;
  /** White wordmark, for dark backgrounds. */
  inverse?: boolean;
}

/**
 * The 药批 logo: a brand-coloured tile holding a capsule crossed by a
 * medical cross, the wordmark 药批 with YAOPI, and the tagline. Drawn in SVG
 * from the tokens, so it follows --yp-brand; the words are SVG text in the
 * site's font stack, read by screen readers through the title.
 */
export function Logo({ height = 48, tagline = true, inverse = false }: LogoProps) {
  const ref = useStyles<HTMLSpanElement>(css);
  const titleId = useId();
  const width = tagline ? 214 : 150;
  return (
    <span ref={ref} className={inverse ? 'yp-logo yp-logo--inverse' : 'yp-logo'}>
      <svg className="yp-logo__svg" viewBox={`0 0 ${width} 48`} height={height} width={(height * width) / 48} role="img" aria-labelledby={titleId}>
        {/* One string: React renders a title's text as one node on the server and in the browser alike. */}
        <title id={titleId}>{`${zh.site.name} ${zh.site.slogan}`}</title>
        {/* Tile with a darker lower-right half: depth without a gradient definition. */}
        <rect className="yp-logo__tile" x="1" y="1" width="46" height="46" rx="11" />
        <path className="yp-logo__tile-shade" d="M47 12v24c0 6-5 11-11 11H12z" opacity="0.55" />
        {/* Capsule at -45°: translucent lower-left half, solid upper-right half. */}
        <g transform="rotate(-45 24 24)">
          <path d="M24 17h-8a7 7 0 0 0 0 14h8z" fill="#fff" opacity="0.5" />
          <path d="M24 17h8a7 7 0 0 1 0 14h-8z" fill="#fff" />
        </g>
        {/* Medical cross on the solid half, kept upright. */}
        <path className="yp-logo__tile" d="M26.3 17h2.4v2.3h2.3v2.4h-2.3v2.3h-2.4v-2.3h-2.3v-2.4h2.3z" />
        <text className="yp-logo__word" x="58" y={tagline ? 29 : 33} fontSize="27" letterSpacing="3">
          {zh.site.name}
        </text>
        <text className="yp-logo__latin" x="122" y={tagline ? 28 : 32} fontSize="13" letterSpacing="1.5">
          {zh.site.nameLatin}
        </text>
        {tagline ? (
          <text className="yp-logo__tagline" x="59" y="45" fontSize="11" letterSpacing="2.2">
            {zh.site.slogan}
          </text>
        ) : null}
      </svg>
    </span>
  );
}
