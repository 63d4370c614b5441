import { Link } from 'react-router';
import { useAsync } from '../../../shared/ui';
import { goodsPath } from '../../../shared/ui/goods/goods-title';
import { ComboTags, timeLeftText, useCartVersion } from './combo-gift-parts';
import { DealLayout } from './deal-layout';
import './combo-gift.css';
import { comboGiftApi } from '../../../shared/api/resources/combo-gift';
import { assetUrl } from '../../../shared/ui/asset-url';

/**
 * /zhmz 组合满赠: the running groups, each with its rule, time left, a
 * preview of its goods and 去凑单 to /zhmz/list?group_id=.
 */
export default function ZhmzPage() {
  const version = useCartVersion();
  const groups = useAsync(() => comboGiftApi.comboGiftGroups({}, { silent: true }), [version]);
  const list = groups.data ?? [];
  return (
    <DealLayout zone="zhmz" title="组合满赠">
      <section aria-label="进行中的组合活动">
        <h2 className="yp-deal__title">进行中的组合活动</h2>
        {groups.status === 'ready' && list.length === 0 ? <p className="yp-deal__muted">暂无进行中的组合满赠活动，敬请期待。</p> : null}
        <ul className="yp-zhmz__groups">
          {list.map((group) => (
            <li key={group.id} className="yp-zhmz__group" data-group={group.id}>
              <header className="yp-zhmz__head">
                <ComboTags group={group} />
                <h3>{group.name}</h3>
                <span className="yp-deal__muted">{timeLeftText(group.ends_at, group.now)}</span>
              </header>
              <p className="yp-zhmz__rule">{group.rule}</p>
              <ul className="yp-zhmz__preview" aria-label="组合商品">
                {group.preview.map((goods) => (
                  <li key={goods.id}>
                    <Link to={goodsPath(goods.id)} title={goods.name}>
                      <img src={assetUrl(goods.image, 96)} alt="" width={96} height={96} loading="lazy" />
                      <span>{goods.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
              <footer className="yp-zhmz__foot">
                <span className="yp-deal__muted">
                  共{group.goods_count}个商品 · 赠品剩余{group.gift.stock}件{group.progress ? ` · ${group.progress.text}` : ''}
                </span>
                <Link to={`/zhmz/list?group_id=${group.id}`} className="yp-btn yp-btn--primary yp-btn--small">
                  去凑单
                </Link>
              </footer>
            </li>
          ))}
        </ul>
      </section>
    </DealLayout>
  );
}
