import type { ReactNode } from 'react';
import { Link } from './link';

export interface AdLinkProps {
  /** The ad's target: a site path, another site's URL, or '' for none. */
  url: string;
  className?: string;
  title?: string;
  part?: string;
  children: ReactNode;
}

function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/**
 * What an advertisement or notice line links to: a site path goes through
 * Link (routed by the host, the full site from a partner page), another
 * site's URL opens in a new window, and an ad without a target is not a
 * link at all (no dead click, nothing for a crawler to follow).
 */
export function AdLink({ url, className, title, part, children }: AdLinkProps) {
  const target = url.trim();
  if (!target) {
    return (
      <span className={className} title={title} part={part}>
        {children}
      </span>
    );
  }
  if (isExternal(target)) {
    return (
      <a href={target} className={className} title={title} part={part} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link to={target} className={className} title={title} part={part}>
      {children}
    </Link>
  );
}
