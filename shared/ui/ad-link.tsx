import type { ReactNode } from 'react';
import { getBus } from '../bus/bus';
import { Link } from './link';

/** What a link without a target says when pressed, unless it carries a message of its own. */
export const NO_TARGET_MESSAGE = '活动暂未开始';

export interface AdLinkProps {
  /** The ad's target: a site path, another site's URL, or '' for none. */
  url: string;
  className?: string;
  title?: string;
  part?: string;
  /** Shown instead of navigating when the link has no target (the activity's own words). */
  message?: string | undefined;
  children: ReactNode;
}

/** Whether a link's target is another site's URL (a scheme or protocol-relative) rather than a site path. */
export function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/** A link without a target: it looks and focuses like a link, and pressing it says why nothing opens. */
export function NoTargetLink({ className, title, part, message, children }: Omit<AdLinkProps, 'url'>) {
  return (
    // eslint-disable-next-line jsx-a11y/anchor-is-valid -- it sits among real links and must look and focus like one; role=button says it acts instead of navigating
    <a
      href="#"
      role="button"
      className={className}
      title={title}
      part={part}
      onClick={(event) => {
        event.preventDefault();
        getBus().emit('ui:toast', { message: message?.trim() || NO_TARGET_MESSAGE, kind: 'info' });
      }}
    >
      {children}
    </a>
  );
}

/**
 * What an advertisement or notice line links to: a site path goes through
 * Link (routed by the host, the full site from a partner page), another
 * site's URL opens in a new window, and an ad without a target tells the
 * buyer why nothing opens (活动暂未开始, or its own message) instead of
 * being a dead click.
 */
export function AdLink({ url, className, title, part, message, children }: AdLinkProps) {
  const target = url.trim();
  if (!target) {
    return (
      <NoTargetLink className={className} title={title} part={part} message={message}>
        {children}
      </NoTargetLink>
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
