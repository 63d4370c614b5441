import type { ReactNode } from 'react';
import type { Advertisement } from '../../../shared/contract/content';
import { LoadFailed, Loading } from '../../../shared/ui';
import { SiteLink } from '../../layout/site-link';
import { Breadcrumb, type Crumb } from '../../lib/breadcrumb';
import './zone.css';

export interface ZoneHead {
  title: string;
  subtitle?: string;
  banners: Advertisement[];
  rules: string[];
}

export interface ZoneLayoutProps {
  /** The zone's name before its head has loaded (and in the breadcrumb). */
  title: string;
  /** The head from the zone's `focus/*` call or its activity; null while loading. */
  head: ZoneHead | null;
  /** The head's call failed: a retry replaces banner and rules, the goods still show. */
  failed?: boolean;
  onRetry?: () => void;
  /** Extra crumbs between 首页 and the title. */
  crumbs?: Crumb[];
  /** Above the goods: tabs, a notice. */
  above?: ReactNode;
  /** The rules' heading (活动规则 on activity pages). */
  rulesTitle?: string;
  /** The product list. */
  children: ReactNode;
}

/**
 * One layout for the catalogue zones and activity pages (docs/product/routes.md "Zones and
 * activities"): the banner, the rules, then the zone's goods in the product
 * list. The first banner is the page's head; further ones sit under it as a
 * strip of smaller ads.
 */
export function ZoneLayout({ title, head, failed = false, onRetry, crumbs = [], above, rulesTitle = '专区规则', children }: ZoneLayoutProps) {
  const [first, ...more] = head?.banners ?? [];
  return (
    <div className="yp-container yp-zone">
      <Breadcrumb items={[...crumbs, { label: head?.title ?? title }]} />
      {failed ? (
        <LoadFailed compact text="专区信息加载失败" onRetry={onRetry} />
      ) : head === null ? (
        <Loading />
      ) : (
        <>
          {first ? (
            <SiteLink url={first.url} className="yp-zone__banner" title={first.title}>
              <img src={first.image} alt={first.title ?? head.title} width={1200} height={400} />
            </SiteLink>
          ) : (
            <h1 className="yp-zone__title">{head.title}</h1>
          )}
          {more.length > 0 ? (
            <ul className="yp-zone__ads" aria-label="专区广告">
              {more.map((ad) => (
                <li key={ad.image}>
                  <SiteLink url={ad.url} title={ad.title}>
                    <img src={ad.image} alt={ad.title ?? '广告'} width={600} height={200} loading="lazy" />
                  </SiteLink>
                </li>
              ))}
            </ul>
          ) : null}
          <section className="yp-zone__rules" aria-label={rulesTitle}>
            <h2>
              {head.title}
              {head.subtitle ? <small>{head.subtitle}</small> : null}
            </h2>
            {head.rules.length > 0 ? (
              <>
                <h3>{rulesTitle}</h3>
                <ol>
                  {head.rules.map((rule) => (
                    <li key={rule}>{rule}</li>
                  ))}
                </ol>
              </>
            ) : null}
          </section>
        </>
      )}
      {above}
      {children}
    </div>
  );
}
