import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { GoodsSummary } from '../../shared/contract';
import { getBus } from '../../shared/bus';
import { seedFavorites, setFavorite } from '../../shared/store/favorite';
import { AsyncView, DataTable, Pager, useAsync } from '../../shared/ui';
import { AddToCartButton, canBuyGoods, goodsBounds, goodsQuantityRules, QuantityStepper, StockState } from '../../shared/ui/goods';
import { FAVORITES_PATH } from '../paths';
import { positiveId } from './list-props';
import { Breadcrumb } from './breadcrumb';
import { MemberOnly } from './member-only';
import './favorite-page.css';
import { goodsPath, goodsTitle } from '../../shared/ui/goods/goods-title';
import { GoodsPrice } from '../../shared/ui/goods/goods-price';
import { goodsApi } from '../../shared/api/resources/goods';
import { assetUrl } from '../../shared/ui/asset-url';

/**
 * /star (我的收藏): members only — a visitor is sent to log in and brought
 * back. The buyer's favourites (GET /api/favorite, paged) with price, stock,
 * quantity and 加入购物车 per row, and 取消收藏.
 */
export default function FavoritesPage() {
  return (
    <MemberOnly waitClassName="yp-container yp-favs yp-favs--loading">
      <div className="yp-container yp-favs">
        <Breadcrumb items={[{ label: '会员中心', to: '/user' }, { label: '我的收藏' }]} />
        <FavoritesList basePath={FAVORITES_PATH} />
      </div>
    </MemberOnly>
  );
}

/**
 * The favourites panel: title, table and pager. Shared by /star (a catalogue
 * page of its own) and /zzfw/star (the same list inside the member frame);
 * basePath is where its pager and past-the-end redirect point.
 */
export function FavoritesList({ basePath }: { basePath: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = positiveId(params.get('page')) ?? 1;
  const list = useAsync(async () => {
    const result = await goodsApi.favoriteList({ page });
    seedFavorites(result.data);
    return result;
  }, [page]);

  const goToPage = (next: number) => void navigate(next === 1 ? basePath : `${basePath}?page=${next}`);
  const data = list.data;

  const body = (
    <AsyncView
      state={list}
      errorText="收藏加载失败"
      emptyText="还没有收藏的商品"
      emptyAction={
        <Link to="/list" className="yp-btn yp-btn--primary">
          去逛逛
        </Link>
      }
      isEmpty={(page) => page.total === 0}
    >
      {(page) =>
        page.data.length === 0 ? (
          // A page past the end (the last favourites on it were cancelled): back to the last page.
          <Navigate to={page.last_page > 1 ? `${basePath}?page=${page.last_page}` : basePath} replace />
        ) : (
          <>
            <FavoritesTable rows={page.data} onCancelled={list.reload} />
            <div className="yp-favs__pager">
              <Pager of={page} onChange={goToPage} />
            </div>
          </>
        )
      }
    </AsyncView>
  );

  return (
    <section className="yp-favs__panel" aria-labelledby="favs-title">
      <h1 id="favs-title" className="yp-favs__title">
        我的收藏{data && data.total > 0 ? <span>（共 {data.total} 件）</span> : null}
      </h1>
      {body}
    </section>
  );
}

function FavoritesTable({ rows, onCancelled }: { rows: readonly GoodsSummary[]; onCancelled: () => void }) {
  // A row's quantity feeds both its stepper and its 加入购物车, two cells of the one row.
  const [quantities, setQuantities] = useState<ReadonlyMap<number, number>>(new Map());
  const [cancelling, setCancelling] = useState<number | null>(null);
  const quantityOf = (goods: GoodsSummary) => quantities.get(goods.id) ?? (canBuyGoods(goods) ? goodsBounds(goods).min : 0);

  const cancel = async (goods: GoodsSummary) => {
    setCancelling(goods.id);
    try {
      await goodsApi.favoriteCancel({ goods_ids: [goods.id] });
      setFavorite([goods.id], false);
      getBus().emit('ui:toast', { message: '取消收藏成功', kind: 'success' });
      onCancelled();
    } catch {
      // The API client showed the message; the row stays.
      setCancelling(null);
    }
  };

  return (
    <DataTable
      caption="收藏的商品"
      className="yp-favs__table"
      rows={rows}
      rowKey={(goods) => goods.id}
      columns={[
        {
          heading: '商品图片',
          headingHidden: true,
          kind: 'media',
          className: 'yp-favs__image',
          cell: (goods) => (
            <Link to={goodsPath(goods.id)} tabIndex={-1} aria-hidden="true">
              <img src={assetUrl(goods.image, 80)} alt="" width={80} height={80} loading="lazy" />
            </Link>
          ),
        },
        {
          heading: '商品',
          kind: 'title',
          className: 'yp-favs__name',
          cell: (goods) => (
            <>
              <Link to={goodsPath(goods.id)}>{goodsTitle(goods)}</Link>
              <span>{goods.ypgg}</span>
            </>
          ),
        },
        { heading: '生产厂家', className: 'yp-favs__sccj', cell: (goods) => goods.sccj },
        { heading: '价格', cell: (goods) => <GoodsPrice price={goods.base_price} /> },
        { heading: '库存', cell: (goods) => <StockState goods={goods} /> },
        {
          heading: '数量',
          cell: (goods) => (
            <QuantityStepper
              value={quantityOf(goods)}
              onChange={(next) => setQuantities((prev) => new Map(prev).set(goods.id, next))}
              rules={goodsQuantityRules(goods)}
              disabled={!canBuyGoods(goods)}
              unit={goods.bzdw}
              size="sm"
              label={`${goodsTitle(goods)} 购买数量`}
            />
          ),
        },
        {
          heading: '操作',
          headingHidden: true,
          kind: 'action',
          cell: (goods) => (
            <div className="yp-favs__actions">
              <AddToCartButton goods={goods} quantity={quantityOf(goods)} size="sm" />
              <button type="button" className="yp-favs__cancel" disabled={cancelling === goods.id} onClick={() => void cancel(goods)}>
                取消收藏
              </button>
            </div>
          ),
        },
      ]}
    />
  );
}
