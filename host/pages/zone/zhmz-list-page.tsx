import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { GoodsSummary } from '../../../shared/contract';
import { Pager, useAsync } from '../../../shared/ui';
import { AddToCartButton, canBuyGoods, goodsBounds, goodsQuantityRules, QuantityStepper } from '../../../shared/ui/goods';
import { GoodsCard } from '../../lib/goods-card';
import { ComboTags, timeLeftText, useCartVersion } from './combo-gift-parts';
import { DealLayout } from './deal-layout';
import './combo-gift.css';
import { comboGiftApi } from '../../../shared/api/resources/combo-gift';

const PER_PAGE = 20;

/** A positive integer from the URL, else null (a bad group_id is not sent to the server). */
function positiveInt(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

function ComboGoodsItem({ goods }: { goods: GoodsSummary }) {
  const bounds = goodsBounds(goods);
  const [quantity, setQuantity] = useState(bounds.canBuy ? bounds.min : 0);
  const buyable = canBuyGoods(goods);
  return (
    <li data-goods={goods.id}>
      <GoodsCard
        goods={goods}
        extra={
          <div className="yp-zhmz__buy">
            <QuantityStepper value={quantity} onChange={setQuantity} rules={goodsQuantityRules(goods)} disabled={!buyable} unit={goods.bzdw} size="sm" />
            <AddToCartButton goods={goods} quantity={quantity} size="sm" />
          </div>
        }
      />
    </li>
  );
}

/**
 * /zhmz/list?group_id=: one group's banner and rules (the zone's), its rule
 * and the buyer's progress (已购¥X，再买¥Y得赠品, re-read whenever the cart
 * changes), then its goods with paging and add to cart.
 */
export default function ZhmzListPage() {
  const [search, setSearch] = useSearchParams();
  const groupId = positiveInt(search.get('group_id'));
  const page = positiveInt(search.get('page')) ?? 1;
  const version = useCartVersion();
  const result = useAsync(
    () => (groupId === null ? Promise.resolve(null) : comboGiftApi.comboGiftGoods({ group_id: groupId, page, per_page: PER_PAGE }, { silent: true })),
    [groupId, page, version],
  );
  const data = result.data;
  const missing = groupId === null || result.status === 'error' || (result.status === 'ready' && !data);
  return (
    <DealLayout zone="zhmz" title={data?.group.name ?? '组合满赠'}>
      {missing ? (
        <p className="yp-zhmz__missing">
          该组合活动不存在或已结束，<Link to="/zhmz">查看其他组合活动</Link>
        </p>
      ) : null}
      {data ? (
        <>
          <section className="yp-zhmz__summary" aria-label="组合规则">
            <div className="yp-zhmz__head">
              <ComboTags group={data.group} />
              <strong className="yp-zhmz__rule">{data.group.rule}</strong>
              <span className="yp-deal__muted">
                {timeLeftText(data.group.ends_at, data.group.now)} · 赠品剩余{data.group.gift.stock}件
              </span>
            </div>
            <p className="yp-zhmz__progress" data-met={data.group.progress?.met ? '1' : '0'}>
              {data.group.progress ? data.group.progress.text : '登录后可查看凑单进度'}
            </p>
            <Link to="/cart" className="yp-btn yp-btn--small">
              去购物车结算
            </Link>
          </section>
          <ul className="yp-zhmz__goods" aria-label="组合商品">
            {data.goods.data.map((goods) => (
              <ComboGoodsItem key={goods.id} goods={goods} />
            ))}
          </ul>
          {data.goods.last_page > 1 ? <Pager of={data.goods} onChange={(next) => setSearch({ group_id: String(groupId), page: String(next) })} /> : null}
        </>
      ) : null}
    </DealLayout>
  );
}
