import { contentApi } from '../../shared/api/resources/content';
import { FOOTER_HELP_MAX } from '../../shared/domain/constants';
import { zh } from '../../shared/text/zh.text';
import { Icon, type IconName } from '../../shared/ui/icon';
import { Link } from '../../shared/ui/link';
import { LoadFailed } from '../../shared/ui/empty';
import { Loading } from '../../shared/ui/spinner';
import { QrImage } from '../../shared/ui/qr-image';
import { useAsync } from '../../shared/ui/use-async';
import { useStyles } from '../../shared/ui/use-styles';
import css from './site-footer.css?inline';

/** docs/product/routes.md Help centre: footer links go to /help/xrzn/hyzc?id={id}; licence links use id 66. */
export const helpArticlePath = (id: number) => `/help/xrzn/hyzc?id=${id}`;
export const LICENCE_ARTICLE_ID = 66;

const PROMISE_ICONS: readonly IconName[] = ['shield', 'truck', 'refresh', 'headset'];

// External filing registries; the numbers themselves come from the server.
const ICP_REGISTRY = 'https://beian.miit.gov.cn/';
const POLICE_REGISTRY = 'https://beian.mps.gov.cn/';

/**
 * The site footer (docs/product/overview.md): service promises; the first four help
 * categories with their articles; hot line and the two QR codes; licences,
 * filing numbers, the statement on restricted drugs, and the copyright.
 * If the footer call fails the legal part still shows, with the statement
 * the site must always carry.
 */
export function SiteFooter() {
  const ref = useStyles<HTMLElement>(css);
  const remote = useAsync(() => contentApi.siteFooter(), []);
  const data = remote.data;
  const help = (data?.help ?? []).slice(0, FOOTER_HELP_MAX);
  const company = data?.company || zh.site.name;

  return (
    <footer ref={ref} className="yp-ft yp-surface" part="footer">
      <div className="yp-ft__promises" part="promises">
        <ul className="yp-container yp-ft__promises-inner">
          {zh.footer.promises.map((item, index) => (
            <li key={item.title} className="yp-ft__promise">
              <span className="yp-ft__promise-icon">
                <Icon name={PROMISE_ICONS[index] ?? 'shield'} />
              </span>
              <span>
                <strong className="yp-ft__promise-title">{item.title}</strong>
                <span className="yp-ft__promise-text">{item.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>

      <div className="yp-ft__main" part="main">
        <div className="yp-container yp-ft__main-inner">
          <nav className="yp-ft__help" aria-label={zh.footer.helpNav} part="help" aria-busy={remote.status === 'loading'}>
            {help.length > 0 ? (
              help.map((category) => (
                <section key={category.id} className="yp-ft__column" aria-labelledby={`yp-ft-help-${category.id}`}>
                  <h2 id={`yp-ft-help-${category.id}`} className="yp-ft__column-title">
                    {category.name}
                  </h2>
                  <ul>
                    {category.children.map((article) => (
                      <li key={article.id}>
                        <Link to={helpArticlePath(article.id)} className="yp-ft__help-link">
                          {article.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))
            ) : remote.status === 'error' ? (
              <div className="yp-ft__help-state">
                <LoadFailed compact text={zh.footer.failed} onRetry={remote.reload} />
              </div>
            ) : remote.status === 'loading' ? (
              <div className="yp-ft__help-state">
                <Loading text={zh.footer.loading} inline />
              </div>
            ) : null}
          </nav>

          <div className="yp-ft__contact" part="contact">
            {data?.hot_line ? (
              <div className="yp-ft__hotline">
                <span className="yp-ft__hotline-label">
                  <Icon name="phone" /> {zh.footer.hotLine}
                </span>
                <strong className="yp-ft__hotline-number">{data.hot_line}</strong>
              </div>
            ) : null}
            {data?.qr ? (
              <div className="yp-ft__qrs">
                {data.qr.official ? <QrImage src={data.qr.official} caption={zh.footer.officialQr} size={92} part="qr" /> : null}
                {data.qr.service ? <QrImage src={data.qr.service} caption={zh.footer.serviceQr} size={92} part="qr" /> : null}
              </div>
            ) : null}
          </div>
        </div>
      </div>

      <div className="yp-ft__legal" part="legal">
        <div className="yp-container">
          {data && data.licences.length > 0 ? (
            <p className="yp-ft__licences">
              {data.licences.map((licence) => (
                <Link key={licence.name} to={helpArticlePath(licence.article_id || LICENCE_ARTICLE_ID)} className="yp-ft__legal-link">
                  {licence.name}：{licence.number}
                </Link>
              ))}
            </p>
          ) : null}
          {data && (data.icp || data.police_filing) ? (
            <p className="yp-ft__filings">
              {data.icp ? (
                <a className="yp-ft__legal-link" href={ICP_REGISTRY} target="_blank" rel="noopener noreferrer">
                  {data.icp}
                </a>
              ) : null}
              {data.police_filing ? (
                <a className="yp-ft__legal-link" href={POLICE_REGISTRY} target="_blank" rel="noopener noreferrer">
                  {data.police_filing}
                </a>
              ) : null}
            </p>
          ) : null}
          <p className="yp-ft__statement" part="statement">
            {data?.statement || zh.footer.statement}
          </p>
          <p className="yp-ft__copyright">
            {zh.footer.copyright(new Date().getFullYear(), company)}
            {data?.address ? (
              <span className="yp-ft__address">
                {zh.footer.address}：{data.address}
              </span>
            ) : null}
          </p>
        </div>
      </div>
    </footer>
  );
}
