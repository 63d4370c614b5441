import { AdLink, useAsync } from '../../../shared/ui';
import { LoginBanner } from './login-banner';
import { adApi } from '../../../shared/api/resources/ad';

/**
 * The left half of the login band: the login advertisement (GET
 * /api/focus/login) when one is live, else the site's own introduction.
 * While the call is on its way the half stays empty at its full size, so
 * neither the card nor the banner jumps when the answer comes.
 */
export function LoginAd() {
  const ad = useAsync(() => adApi.focusLogin({}, { silent: true }), []);
  if (ad.status === 'loading') return <div className="yp-login-ad" aria-busy="true" />;
  if (!ad.data) return <LoginBanner />;
  return (
    <section className="yp-login-ad" aria-label="广告">
      <AdLink url={ad.data.url} className="yp-login-ad__link" title={ad.data.title}>
        <img src={ad.data.image} alt={ad.data.title} width={ad.data.width} height={ad.data.height} fetchPriority="high" />
      </AdLink>
    </section>
  );
}
