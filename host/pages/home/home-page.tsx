import { Empty, LoadFailed, useAsync } from '../../../shared/ui';
import { loadFocusCommon } from '../../data/focus-common';
import { contentApi } from '../../../shared/api/resources/content';
import { CategoryMenu } from '../../../widgets/category-menu/category-menu.component';
import { Lottery } from '../../../widgets/lottery/lottery.component';
import { SiteLink } from '../../layout/site-link';
import { BannerCarousel } from './banner-carousel';
import { BrandStrip } from './brand-strip';
import { DeferredFloor } from './deferred-floor';
import { CategoryFloors, EverydayFloor, HotFloor, SpikeFloor } from './home-floors';
import { MemberBox } from './member-box';
import { NewUserFloor, YouMayLikeFloor } from './recommend-floors';
import { ServiceEntries } from './service-entries';
import './home-page.css';

/**
 * The home page's first screen: the category menu (open), the carousel with
 * the brand row under it, and the member box with the service shortcuts; then the
 * floors of goods (新人推荐, 每日特价, 限时秒杀, 热销商品, one per top category, 猜你喜欢),
 * all but the first drawn as they come near (DeferredFloor), and the bottom
 * banner above the footer.
 */
export default function HomePage() {
  const focus = useAsync(() => contentApi.homeFocus(), []);
  const common = useAsync(loadFocusCommon, []);

  return (
    <div className="yp-home">
      <div className="yp-container yp-home__hero">
        <div className="yp-home__menu">
          <CategoryMenu zone="default" />
        </div>
        <div className="yp-home__center">
          {focus.status === 'ready' && focus.data.banners.length > 0 ? (
            <BannerCarousel banners={focus.data.banners} />
          ) : focus.status === 'loading' ? (
            <div className="yp-carousel yp-carousel--state yp-skeleton" aria-busy="true" aria-label="广告加载中" />
          ) : focus.status === 'error' ? (
            <div className="yp-carousel yp-carousel--state">
              <LoadFailed compact text="广告加载失败" onRetry={focus.reload} />
            </div>
          ) : (
            <div className="yp-carousel yp-carousel--state">
              <Empty compact text="暂无活动" />
            </div>
          )}
          {common.status === 'ready' ? <BrandStrip brands={common.data.brand} /> : <div className="yp-brands yp-brands--loading" />}
        </div>
        <aside className="yp-home__aside">
          <MemberBox />
          <ServiceEntries />
        </aside>
      </div>

      <div className="yp-container yp-home__floors">
        {/* The first floor may show in a desktop window's first screen: drawn with it, from the server's answer. */}
        <NewUserFloor />
        <DeferredFloor>
          <EverydayFloor />
        </DeferredFloor>
        <DeferredFloor>
          <SpikeFloor />
        </DeferredFloor>
        <DeferredFloor>
          <HotFloor />
        </DeferredFloor>
        <DeferredFloor>
          <CategoryFloors />
        </DeferredFloor>
        <DeferredFloor>
          <YouMayLikeFloor />
        </DeferredFloor>
      </div>

      {focus.status === 'ready' && focus.data.bottom ? (
        <div className="yp-container yp-home__bottom">
          <SiteLink url={focus.data.bottom.url} title={focus.data.bottom.title} className="yp-bottom-banner">
            <img src={focus.data.bottom.image} alt={focus.data.bottom.title ?? '广告'} width={1200} height={100} />
          </SiteLink>
        </div>
      ) : null}

      {/* docs/product/routes.md: the home route shows the bottom lottery pop-up (it shows itself only when this buyer may draw). */}
      <Lottery />
    </div>
  );
}
