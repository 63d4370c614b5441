import { Link } from 'react-router';
import { Logo } from '../../shared/ui/logo';

/** The 药批 logo (the same drawing the site header shows), leading home. */
export function SiteLogo({ height = 48 }: { height?: number }) {
  return (
    <Link to="/" className="yp-site-logo" aria-label="药批首页">
      <Logo height={height} />
    </Link>
  );
}
