import { useState } from 'react';
import { cartApi } from '../../../shared/api/resources/cart';
import { schemaErrors } from '../../../shared/connected/schema-errors';
import { useFormSubmit } from '../../../shared/connected/use-form-submit';
import { getBus } from '../../../shared/bus';
import type { AccountStore } from '../../../shared/contract/account';
import { refreshCart, setUser } from '../../../shared/store';
import { AsyncView, DataTable, Empty, Link, LoadFailed, Loading, useAsync } from '../../../shared/ui';
import { accountApi } from '../../../shared/api/resources/account';
import { MemberPanel } from '../../../shared/ui/member-panel';

/** The copy call's fields (POST /api/cart/copy): the cart lines and the stores. */
const COPY_FIELDS = ['ids', 'other_user_ids'] as const;

function toast(message: string) {
  getBus().emit('ui:toast', { message, kind: 'success' });
}

/**
 * /zhzx/ddgl 多门店管理 (docs/product/routes.md account centre): the login account and its
 * stores (users.owner_id). 切换 makes a store the one this session buys for
 * (POST /api/user/stores/switch): header, cart, orders and addresses then
 * show that store's. The current cart's lines can be copied to other stores
 * (POST /api/cart/copy). 新增门店 opens /register_dd (the store variant of
 * registration); the store it submits is listed here at once (审核中 until
 * its licences are approved).
 */
export function StoresPage() {
  const stores = useAsync(() => accountApi.accountStores(), []);
  const [switching, setSwitching] = useState<number | null>(null);
  const list = stores.data?.list ?? [];
  const current = list.find((store) => store.is_current === 1);

  const choose = async (store: AccountStore) => {
    setSwitching(store.id);
    try {
      setUser(await accountApi.accountStoreSwitch({ id: store.id }));
      // The drawer's lines belong to the store that was current: read the new one's.
      void refreshCart().catch(() => undefined);
      toast(`已切换到 ${store.company}`);
    } catch {
      // The client showed its failure effect (docs/product/errors.md); nothing changed.
    } finally {
      setSwitching(null);
      stores.reload();
    }
  };

  const body = (
    <AsyncView state={stores} loadingText="正在加载门店…" errorText="门店加载失败">
      {(data) => (
        <DataTable
          caption="门店列表"
          busy={stores.status === 'loading'}
          rows={data.list}
          rowKey={(store) => store.id}
          rowProps={(store) => ({ className: store.is_current === 1 ? 'is-current' : undefined, 'data-store-id': store.id })}
          columns={[
            {
              heading: '门店',
              kind: 'title',
              cell: (store) => (
                <>
                  {store.company}
                  {store.is_main === 1 ? <span className="yp-ac-badge">总店</span> : null}
                  {store.is_current === 1 ? <span className="yp-ac-badge">当前门店</span> : null}
                </>
              ),
            },
            {
              heading: '联系人',
              cell: (store) => (
                <>
                  {store.name}
                  <small className="yp-table__sub">{store.phone}</small>
                </>
              ),
            },
            { heading: '地址', cell: (store) => store.address },
            { heading: '购物车', cell: (store) => `${store.cart} 种商品` },
            {
              heading: '操作',
              headingHidden: true,
              kind: 'action',
              cell: (store) =>
                store.is_current === 1 ? (
                  <span className="yp-ac-note">正在为此门店采购</span>
                ) : (
                  <button
                    type="button"
                    className="yp-btn yp-btn--primary"
                    disabled={switching !== null}
                    aria-busy={switching === store.id}
                    aria-label={`切换到 ${store.company}`}
                    onClick={() => void choose(store)}
                  >
                    切换
                  </button>
                ),
            },
          ]}
        />
      )}
    </AsyncView>
  );

  return (
    <>
      <MemberPanel
        id="stores-title"
        title="多门店管理"
        sub={current ? <>当前门店：{current.company}</> : undefined}
        actions={
          <Link className="yp-btn yp-btn--primary" to="/register_dd">
            新增门店
          </Link>
        }
      >
        <p className="yp-ac-note">一个账号可管理名下多家门店，切换后购物车、订单和收货地址均为所选门店的。</p>
        {body}
      </MemberPanel>
      {current && list.length > 1 ? (
        <CopyCart key={current.id} current={current} others={list.filter((store) => store.id !== current.id)} onCopied={stores.reload} />
      ) : null}
    </>
  );
}

/** 复制购物车: pick lines of the current store's cart and the stores to copy them to. */
function CopyCart({ current, others, onCopied }: { current: AccountStore; others: AccountStore[]; onCopied: () => void }) {
  const cart = useAsync(() => cartApi.cartList(), [current.id]);
  const lines = cart.data?.data ?? [];
  const [picked, setPicked] = useState<ReadonlySet<number> | null>(null);
  const [targets, setTargets] = useState<ReadonlySet<number>>(new Set());
  const { errors, submitting: copying, clear, submit: send } = useFormSubmit(COPY_FIELDS);
  // One line of messages under the button: the lines' first, then the stores', then what belongs to neither.
  const error = errors.ids ?? errors.other_user_ids ?? errors.form ?? '';
  // All lines are picked until the buyer changes that.
  const chosen = picked ?? new Set(lines.map((line) => line.id));

  const toggle = (set: ReadonlySet<number>, id: number) => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  };

  const submit = async () => {
    const input = { ids: [...chosen], other_user_ids: [...targets] };
    // The call's own schema, loaded on the first submit so zod stays out of the first load.
    const { cartCopyInput } = await import('../../../shared/contract/calls/cart-copy-input');
    const result = await send(schemaErrors(cartCopyInput, input, COPY_FIELDS), () => cartApi.cartCopy(input, { silent: true }));
    if (!result.ok) return;
    const { copied, skipped } = result.value;
    toast(skipped > 0 ? `已复制 ${copied} 条，${skipped} 条因无法购买未复制` : `已复制 ${copied} 条到所选门店`);
    setTargets(new Set());
    onCopied();
  };

  let goods;
  if (cart.status === 'loading' && !cart.data) goods = <Loading text="正在加载购物车…" />;
  else if (cart.status === 'error' && !cart.data) goods = <LoadFailed text="购物车加载失败" />;
  else if (lines.length === 0) goods = <Empty icon="box" text="当前门店的购物车是空的" />;
  else
    goods = lines.map((line) => {
      const name = line.combination ? line.combination.name : line.goods.name;
      return (
        <label key={line.id} className="yp-ac-check">
          <input
            type="checkbox"
            checked={chosen.has(line.id)}
            onChange={() => {
              setPicked(toggle(chosen, line.id));
              clear('ids');
            }}
          />
          <span>
            {name} <small className="yp-ac-note">{line.goods.ypgg}</small> × {line.number}
          </span>
        </label>
      );
    });

  return (
    <section className="yp-orders__panel yp-ac-section" aria-labelledby="copy-title">
      <h2 id="copy-title" className="yp-orders__h2">
        复制购物车到其他门店
      </h2>
      <p className="yp-ac-note">把 {current.company} 购物车中的商品加入其他门店的购物车，数量相同，价格以各门店下单时为准。</p>
      <div className="yp-ac-copy">
        <fieldset>
          <legend>选择商品</legend>
          {goods}
        </fieldset>
        <fieldset>
          <legend>复制到</legend>
          {others.map((store) => (
            <label key={store.id} className="yp-ac-check">
              <input
                type="checkbox"
                checked={targets.has(store.id)}
                onChange={() => {
                  setTargets(toggle(targets, store.id));
                  clear('other_user_ids');
                }}
              />
              <span>{store.company}</span>
            </label>
          ))}
        </fieldset>
      </div>
      <div className="yp-ac-actions">
        <button type="button" className="yp-btn yp-btn--primary" disabled={copying || lines.length === 0} aria-busy={copying} onClick={() => void submit()}>
          {copying ? '复制中…' : '复制到所选门店'}
        </button>
        {error ? (
          <p className="yp-field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
