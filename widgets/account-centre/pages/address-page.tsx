import { useState } from 'react';
import { getBus } from '../../../shared/bus';
import type { Address } from '../../../shared/contract/order';
import { ADDRESS_MAX, addressDraftOf, EMPTY_ADDRESS } from '../../../shared/domain';
import { Empty, LoadFailed, Loading, useAsync, useConfirm } from '../../../shared/ui';
import { AddressForm } from '../../../shared/connected/address-form';
import { addressApi } from '../../../shared/api/resources/address';
import { MemberPanel } from '../../../shared/ui/member-panel';

/** What the form panel is doing: closed, adding, or editing one address. */
type Editing = null | 'new' | Address;

function toast(message: string) {
  getBus().emit('ui:toast', { message, kind: 'success' });
}

/**
 * /zhzx/addr (收货地址, docs/product/routes.md account centre): the buyer's delivery
 * addresses as cards, default first (the server's order). Add, edit, delete
 * and 设为默认 each re-read the list, so the default badge is always the
 * server's (deleting the default promotes another there).
 */
export function AddressesPage() {
  const list = useAsync(() => addressApi.addressList(), []);
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const { confirm, confirmElement } = useConfirm();
  const addresses = list.data ?? [];
  const full = addresses.length >= ADDRESS_MAX;

  // Failures get the client's usual failure effect (docs/product/errors.md) (toast, login); the list is re-read either way.
  const act = async (address: Address, run: () => Promise<unknown>, done: string) => {
    setBusy(address.id);
    try {
      await run();
      toast(done);
    } catch {
      // Shown by the client already.
    } finally {
      setBusy(null);
      list.reload();
    }
  };

  const remove = async (address: Address) => {
    if (!(await confirm('确定删除该收货地址吗?'))) return;
    if (editing !== null && editing !== 'new' && editing.id === address.id) setEditing(null);
    await act(address, () => addressApi.addressDelete({ id: address.id }), '删除成功');
  };

  let body;
  if (list.status === 'loading' && !list.data) body = <Loading text="正在加载收货地址…" />;
  else if (list.status === 'error' && !list.data) body = <LoadFailed text="收货地址加载失败" onRetry={list.reload} />;
  else if (addresses.length === 0) body = editing === 'new' ? null : <Empty icon="box" text="还没有收货地址，请新增" />;
  else
    body = (
      <ul className="yp-addr-list" aria-label="收货地址列表" aria-busy={list.status === 'loading'}>
        {addresses.map((address) => (
          <li
            key={address.id}
            className={address.is_default === 1 ? 'yp-addr-card yp-addr-card--default' : 'yp-addr-card'}
            data-address-id={address.id}
            aria-label={`${address.consignee} ${address.full}`}
          >
            <p className="yp-addr-card__who">
              <strong>{address.consignee}</strong>
              <span>{address.phone}</span>
              {address.is_default === 1 ? <span className="yp-ac-badge">默认</span> : null}
            </p>
            <p className="yp-addr-card__where">{address.full}</p>
            <p className="yp-addr-card__actions">
              {address.is_default === 1 ? null : (
                <button
                  type="button"
                  className="yp-addr-card__action"
                  disabled={busy === address.id}
                  onClick={() => void act(address, () => addressApi.addressSetDefault({ id: address.id }), '已设为默认地址')}
                >
                  设为默认
                </button>
              )}
              <button type="button" className="yp-addr-card__action" onClick={() => setEditing(address)}>
                编辑
              </button>
              <button type="button" className="yp-addr-card__action" disabled={busy === address.id} onClick={() => void remove(address)}>
                删除
              </button>
            </p>
          </li>
        ))}
      </ul>
    );

  const loaded = list.data !== undefined;
  return (
    <>
      <MemberPanel
        id="addr-title"
        title="收货地址"
        sub={loaded ? `已保存 ${addresses.length} 个，最多 ${ADDRESS_MAX} 个` : undefined}
        actions={
          loaded ? (
            <span className="yp-addr__add">
              {full ? <small id="addr-full">已达 {ADDRESS_MAX} 个上限，请先删除不用的地址</small> : null}
              <button
                type="button"
                className="yp-btn yp-btn--primary"
                disabled={full || editing === 'new'}
                aria-describedby={full ? 'addr-full' : undefined}
                onClick={() => setEditing('new')}
              >
                + 新增收货地址
              </button>
            </span>
          ) : null
        }
      >
        {editing !== null ? (
          <AddressForm
            // A new key per target, so switching from one address to another starts from that one's values.
            key={editing === 'new' ? 'new' : editing.id}
            title={editing === 'new' ? '新增收货地址' : '编辑收货地址'}
            initial={editing === 'new' ? { ...EMPTY_ADDRESS, is_default: addresses.length === 0 ? 1 : 0 } : addressDraftOf(editing)}
            lockDefault={editing !== 'new' && editing.is_default === 1}
            focusFirst
            save={(draft) =>
              editing === 'new' ? addressApi.addressCreate(draft, { silent: true }) : addressApi.addressUpdate({ ...draft, id: editing.id }, { silent: true })
            }
            // The form says 地址已保存 itself.
            onSaved={() => {
              setEditing(null);
              list.reload();
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
        {body}
      </MemberPanel>
      {confirmElement}
    </>
  );
}
