import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { cartApi } from '../../../shared/api/resources/cart';
import { getBus } from '../../../shared/bus';
import { FAST_BUY_ORDERS, type FastBuyOrder } from '../../../shared/contract/calls/self-service';
import type { FastBuyItem } from '../../../shared/contract';
import { formatDate, yuanToFen } from '../../../shared/domain';
import { setCartCount } from '../../../shared/store';
import { AsyncView, DataTable, Pager, Price, useAsync } from '../../../shared/ui';
import { MemberPage } from '../../lib/member-shell';
import { routeId } from '../../lib/route-id';
import '../../lib/wallet.css';
import { selfServiceApi } from '../../../shared/api/resources/self-service';
import { MemberPanel } from '../../../shared/ui/member-panel';

const PATH = '/zzfw/kjcg';
const SORTS: Record<FastBuyOrder, string> = { times: '购买次数', last: '最近购买', amount: '购买金额' };

function sortOf(value: string | null): FastBuyOrder {
  return FAST_BUY_ORDERS.find((order) => order === value) ?? 'times';
}

/**
 * /zzfw/kjcg (快捷采购): every goods this store bought before, sortable by
 * times bought, last bought and amount, with today's price and stock; one
 * click adds one (POST /api/cart/quick_add/{id}), or tick several and add
 * them in one request.
 */
export default function QuickBuyPage() {
  return (
    <MemberPage crumbs={[{ label: '自助服务' }, { label: '快捷采购' }]}>
      <QuickBuy />
    </MemberPage>
  );
}

function toast(message: string, kind: 'success' | 'error' = 'success') {
  getBus().emit('ui:toast', { message, kind });
}

function QuickBuy() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const order = sortOf(params.get('order'));
  const page = routeId(params.get('page')) ?? 1;
  const list = useAsync(() => selfServiceApi.fastBuy({ page, order }), [page, order]);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<number | 'many' | null>(null);
  const href = (nextOrder: FastBuyOrder, nextPage = 1) => {
    const query = new URLSearchParams();
    if (nextOrder !== 'times') query.set('order', nextOrder);
    if (nextPage > 1) query.set('page', String(nextPage));
    const text = query.toString();
    return text ? `${PATH}?${text}` : PATH;
  };
  const buyable = (list.data?.data ?? []).filter((item) => item.is_buy === 1);
  const allPicked = buyable.length > 0 && buyable.every((item) => picked.has(item.goods_id));

  const toggle = (id: number) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const addOne = async (item: FastBuyItem) => {
    setBusy(item.goods_id);
    try {
      const { total } = await cartApi.cartQuickAdd({ id: item.goods_id });
      setCartCount(total);
      toast(`已将 ${item.name} 加入购物车`);
    } catch {
      // The client showed why.
    } finally {
      setBusy(null);
    }
  };

  const addPicked = async () => {
    const items = buyable.filter((item) => picked.has(item.goods_id));
    if (items.length === 0) return;
    setBusy('many');
    try {
      const { total } = await cartApi.cartAdd({
        params: items.map((item) => ({
          goods_id: item.goods_id,
          price: item.price,
          number: item.step,
          ck_id: 0,
          goods_price_id: 0,
          ladder_price_id: 0,
          goods_manjian_id: 0,
          is_yj: 0,
        })),
      });
      setCartCount(total);
      setPicked(new Set());
      toast(`已将 ${items.length} 种商品加入购物车`);
    } catch {
      // The client showed why.
    } finally {
      setBusy(null);
    }
  };

  return (
    <MemberPanel id="kjcg-title" title="快捷采购" sub="您以往采购过的商品，按当前价格和库存一键补货">
      <div className="yp-wallet__toolbar">
        <nav className="yp-wallet__toolbar-group" aria-label="排序">
          排序：
          {FAST_BUY_ORDERS.map((key) => (
            <Link
              key={key}
              to={href(key)}
              className={key === order ? 'yp-btn yp-btn--small yp-btn--primary' : 'yp-btn yp-btn--small'}
              aria-current={key === order ? 'page' : undefined}
            >
              {SORTS[key]}
            </Link>
          ))}
        </nav>
        <div className="yp-wallet__toolbar-group">
          <span>已选 {picked.size} 种</span>
          <button type="button" className="yp-btn yp-btn--primary" disabled={picked.size === 0 || busy !== null} onClick={() => void addPicked()}>
            {busy === 'many' ? '正在加入…' : '批量加入购物车'}
          </button>
          <Link to="/cart">去购物车 ›</Link>
        </div>
      </div>
      <AsyncView
        state={list}
        loadingText="正在加载采购记录…"
        errorText="采购记录加载失败"
        emptyText="还没有采购记录，下单后常购商品会出现在这里"
        emptyAction={
          <Link to="/list" className="yp-btn yp-btn--primary">
            去采购
          </Link>
        }
      >
        {(data) => (
          <>
            <DataTable
              caption="采购过的商品"
              className="yp-kjcg__table"
              rows={data.data}
              rowKey={(item) => item.goods_id}
              columns={[
                {
                  heading: '选择',
                  kind: 'media',
                  headingContent: (
                    <input
                      type="checkbox"
                      aria-label="全选本页可购商品"
                      checked={allPicked}
                      disabled={buyable.length === 0}
                      onChange={() => setPicked(allPicked ? new Set() : new Set(buyable.map((item) => item.goods_id)))}
                    />
                  ),
                  cell: (item) => (
                    <input
                      type="checkbox"
                      aria-label={`选择 ${item.name}`}
                      checked={picked.has(item.goods_id)}
                      disabled={item.is_buy === 0}
                      onChange={() => toggle(item.goods_id)}
                    />
                  ),
                },
                {
                  heading: '商品',
                  kind: 'title',
                  cell: (item) => (
                    <Link to={`/list/info/${item.goods_id}`} className="yp-kjcg__goods">
                      <img src={item.image} alt="" loading="lazy" />
                      <span>
                        {item.name}
                        <small className="yp-table__sub">
                          {item.ypgg} · {item.sccj}
                        </small>
                      </span>
                    </Link>
                  ),
                },
                { heading: '购买次数', kind: 'num', cell: (item) => item.times },
                { heading: '累计数量', kind: 'num', cell: (item) => `${item.quantity}${item.bzdw}` },
                { heading: '累计金额', kind: 'num', cell: (item) => item.amount },
                { heading: '最近购买', cell: (item) => formatDate(item.last_bought_at) },
                { heading: '当前价格', kind: 'num', cell: (item) => <Price fen={yuanToFen(item.price)} size="sm" /> },
                { heading: '库存', kind: 'num', cell: (item) => (item.is_buy === 1 ? item.number : <span className="yp-coupon__muted">缺货</span>) },
                {
                  heading: '操作',
                  kind: 'action',
                  cell: (item) => (
                    <button
                      type="button"
                      className="yp-btn yp-btn--small"
                      disabled={item.is_buy === 0 || busy !== null}
                      aria-label={`加入购物车 ${item.name}`}
                      onClick={() => void addOne(item)}
                    >
                      加入购物车
                    </button>
                  ),
                },
              ]}
            />
            <Pager of={data} onChange={(next) => void navigate(href(order, next))} />
          </>
        )}
      </AsyncView>
    </MemberPanel>
  );
}
