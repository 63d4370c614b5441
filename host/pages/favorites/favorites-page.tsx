import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { GoodsSummary } from '../../../shared/contract';
import { getBus } from '../../../shared/bus';
import { seedFavorites, setFavorite } from '../../../shared/store/favorites';
import { session } from '../../../shared/store';
import { Empty, Loading, Pager, TableScroll, useAsync, useSignalValue } from '../../../shared/ui';
import { AddToCartButton, canBuyGoods, goodsBounds, goodsQuantityRules, QuantityStepper, StockState } from '../../../shared/ui/goods';
import { FAVORITES_PATH } from '../../paths';
import { positiveId } from '../list/list-props';
import { Breadcrumb } from '../shared/breadcrumb';
import './favorites-page.css';
import { goodsPath, goodsTitle } from '../../../shared/ui/goods/goods-title';
import { GoodsPrice } from '../../../shared/ui/goods/goods-price';
import { goodsApi } from '../../../shared/api/resources/goods';

/**
 * /star (我的收藏): members only — a visitor is sent to log in and brought
 * back. The buyer's favourites (GET /api/favorite, paged) with price, stock,
 * quantity and 加入购物车 per row, and 取消收藏.
 */
export default function FavoritesPage() {
  const status = useSignalValue(session.status);
  const member = useSignalValue(session.isMember);

  // The header loads the buyer; until it has answered we cannot tell a member from a visitor.
  if (status !== 'ready') {
    return (
      <div className="yp-container ys-favs ys-favs--loading">
        <Loading />
      </div>
    );
  }
  if (!member) return <Navigate to={`/login?redirect=${encodeURIComponent(FAVORITES_PATH)}`} replace />;
  return (
    <div className="yp-container ys-favs">
      <Breadcrumb items={[{ label: '会员中心', to: '/user' }, { label: '我的收藏' }]} />
      <FavoritesList basePath={FAVORITES_PATH} />
    </div>
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

  let body;
  if (list.status === 'loading' && !data) {
    body = <Loading />;
  } else if (list.status === 'error' && !data) {
    body = (
      <Empty
        text="收藏加载失败"
        action={
          <button type="button" className="yp-btn yp-btn--primary" onClick={list.reload}>
            重新加载
          </button>
        }
      />
    );
  } else if (!data || data.total === 0) {
    body = (
      <Empty
        icon="box"
        text="还没有收藏的商品"
        action={
          <Link to="/list" className="yp-btn yp-btn--primary">
            去逛逛
          </Link>
        }
      />
    );
  } else if (data.data.length === 0) {
    // A page past the end (the last favourites on it were cancelled): back to the last page.
    body = <Navigate to={data.last_page > 1 ? `${basePath}?page=${data.last_page}` : basePath} replace />;
  } else {
    body = (
      <>
        <TableScroll label="收藏的商品">
          <table className="ys-favs__table">
            <thead>
              <tr>
                <th scope="col" colSpan={2}>
                  商品
                </th>
                <th scope="col">生产厂家</th>
                <th scope="col">价格</th>
                <th scope="col">库存</th>
                <th scope="col">数量</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((goods) => (
                <FavoriteRow key={goods.id} goods={goods} onCancelled={list.reload} />
              ))}
            </tbody>
          </table>
        </TableScroll>
        <div className="ys-favs__pager">
          <Pager current={data.current_page} lastPage={data.last_page} total={data.total} onChange={goToPage} />
        </div>
      </>
    );
  }

  return (
    <section className="ys-favs__panel" aria-labelledby="favs-title">
      <h1 id="favs-title" className="ys-favs__title">
        我的收藏{data && data.total > 0 ? <span>（共 {data.total} 件）</span> : null}
      </h1>
      {body}
    </section>
  );
}

function FavoriteRow({ goods, onCancelled }: { goods: GoodsSummary; onCancelled: () => void }) {
  const buyable = canBuyGoods(goods);
  const [quantity, setQuantity] = useState(buyable ? goodsBounds(goods).min : 0);
  const [busy, setBusy] = useState(false);
  const title = goodsTitle(goods);

  const cancel = async () => {
    setBusy(true);
    try {
      await goodsApi.favoriteCancel({ goods_ids: [goods.id] });
      setFavorite([goods.id], false);
      getBus().emit('ui:toast', { message: '取消收藏成功', kind: 'success' });
      onCancelled();
    } catch {
      // The API client showed the §8 message; the row stays.
      setBusy(false);
    }
  };

  return (
    <tr>
      <td className="ys-favs__image">
        <Link to={goodsPath(goods.id)} tabIndex={-1} aria-hidden="true">
          <img src={goods.image} alt="" width={80} height={80} loading="lazy" />
        </Link>
      </td>
      <td className="ys-favs__name">
        <Link to={goodsPath(goods.id)}>{title}</Link>
        <span>{goods.ypgg}</span>
      </td>
      <td className="ys-favs__sccj">{goods.sccj}</td>
      <td>
        <GoodsPrice price={goods.base_price} />
      </td>
      <td>
        <StockState goods={goods} />
      </td>
      <td>
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          rules={goodsQuantityRules(goods)}
          disabled={!buyable}
          unit={goods.bzdw}
          size="sm"
          label={`${title} 购买数量`}
        />
      </td>
      <td>
        <div className="ys-favs__actions">
          <AddToCartButton goods={goods} quantity={quantity} size="sm" />
          <button type="button" className="ys-favs__cancel" disabled={busy} onClick={() => void cancel()}>
            取消收藏
          </button>
        </div>
      </td>
    </tr>
  );
}
