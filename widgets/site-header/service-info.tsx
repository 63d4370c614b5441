import type { SiteInfo } from '../../shared/contract/content';
import type { UserState } from '../../shared/contract/user';
import { getBus } from '../../shared/bus/bus';
import { zh } from '../../shared/text/zh.text';
import { Icon } from '../../shared/ui/icon';

export interface ServiceInfoProps {
  user: UserState | null;
  site: SiteInfo | undefined;
}

/** The quality-inspection source: the member's own when logged in, else the site's. */
function qualityOf(user: UserState | null, site: SiteInfo | undefined) {
  return user?.company ? user.quality_inspection : site?.quality_inspection;
}

/**
 * The header's service column: the account manager (docs/product/overview.md, docs/product/routes.md Header),
 * the complaint hotline and the quality-inspection link.
 */
export function ServiceInfo({ user, site }: ServiceInfoProps) {
  const member = Boolean(user?.company);
  const admin = member ? user?.admin : undefined;
  const quality = qualityOf(user, site);

  const showQualityMessage = () => {
    if (!quality?.msg) return;
    // docs/product/errors.md: "Quality-inspection info without URL but with message: message shown in alert".
    getBus().emit('ui:alert', { title: zh.ui.alertTitle, message: quality.msg, icon: 'info' });
  };

  return (
    <ul className="yp-hd__service" part="service" aria-label={zh.header.serviceInfo}>
      <li className="yp-hd__service-row" part="manager">
        <Icon name="headset" className="yp-hd__service-icon" />
        {admin ? (
          <span>
            {admin.is_default === 0 ? <span className="yp-hd__service-label">{zh.header.dedicated}</span> : null}
            <span className="yp-hd__manager">{admin.name}</span> <span className="yp-hd__phone">{admin.phone}</span>
          </span>
        ) : (
          <span>
            <span className="yp-hd__service-label">{zh.header.hotLine}</span>
            <span className="yp-hd__phone">{site?.hot_line ?? user?.common_config.hot_line ?? ''}</span>
          </span>
        )}
      </li>
      {site?.complaint_line ? (
        <li className="yp-hd__service-row">
          <Icon name="complaint" className="yp-hd__service-icon" />
          <span>
            <span className="yp-hd__service-label">{zh.header.complaint}</span>
            <span className="yp-hd__phone">{site.complaint_line}</span>
          </span>
        </li>
      ) : null}
      {quality && (quality.quality_inspection_url || quality.msg) ? (
        <li className="yp-hd__service-row">
          <Icon name="report" className="yp-hd__service-icon" />
          {quality.quality_inspection_url ? (
            <a className="yp-hd__quality" href={quality.quality_inspection_url} target="_blank" rel="noopener noreferrer" part="quality">
              {zh.header.quality}
            </a>
          ) : (
            <button type="button" className="yp-hd__quality" onClick={showQualityMessage} part="quality">
              {zh.header.quality}
            </button>
          )}
        </li>
      ) : null}
    </ul>
  );
}
