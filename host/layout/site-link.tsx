import type { ReactNode } from 'react';
import { Link } from 'react-router';
// A link without a target says the activity has not started, or shows its own message, as AdLink does.
import { isExternal, NoTargetLink } from '../../shared/ui/ad-link';

interface SiteLinkProps {
  url: string;
  /** Open in a new window (the API's is_open = 1). */
  newWindow?: boolean;
  /** Shown instead of navigating when the link has no target. */
  message?: string | undefined;
  className?: string;
  children: ReactNode;
  title?: string;
}

/**
 * A link whose target comes from the API (navigation, ads, banners): a site
 * path becomes a route change, another site's URL a plain link, and an empty
 * target a message instead of a dead click.
 */
export function SiteLink({ url, newWindow = false, message, className, children, title }: SiteLinkProps) {
  const target = url.trim();
  if (!target) {
    return (
      <NoTargetLink className={className} title={title} message={message}>
        {children}
      </NoTargetLink>
    );
  }
  const opensElsewhere = newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (isExternal(target)) {
    return (
      <a href={target} className={className} title={title} {...opensElsewhere}>
        {children}
      </a>
    );
  }
  return (
    <Link to={target} className={className} title={title} {...opensElsewhere}>
      {children}
    </Link>
  );
}
