import { useState } from 'react';
import { getBus } from '../../../shared/bus';
import { PARTNER_SCOPE_LIMITS, PARTNER_SCOPE_TEXT, type OauthGrant } from '../../../shared/contract/oauth';
import { formatDate } from '../../../shared/domain';
import { Empty, Loading, useAsync, useConfirm } from '../../../shared/ui';
import { oauthApi } from '../../../shared/api/resources/oauth';

/**
 * /zhzx/sqgl 授权管理: the partner pages this login signed in on (OAuth
 * grants), with 撤销授权. Revoking ends the partner page's sign-in at its
 * next call; signing in there again asks for approval anew.
 */
export function GrantsPage() {
  const state = useAsync(() => oauthApi.oauthGrants(), []);
  const { confirm, confirmElement } = useConfirm();
  const [revoking, setRevoking] = useState<number | null>(null);
  const list = state.data?.list ?? [];

  const revoke = async (grant: OauthGrant) => {
    const ok = await confirm({
      title: '撤销授权',
      message: `撤销后，「${grant.name}」页面上的药批登录将立即失效，再次使用需要重新授权。确定撤销吗？`,
      confirmLabel: '撤销授权',
    });
    if (!ok) return;
    setRevoking(grant.id);
    try {
      await oauthApi.oauthGrantRevoke({ id: grant.id });
      getBus().emit('ui:toast', { message: `已撤销「${grant.name}」的授权`, kind: 'success' });
      state.reload();
    } catch {
      // The client showed its §8 effect; the list is unchanged.
    } finally {
      setRevoking(null);
    }
  };

  let body;
  if (state.status === 'loading' && !state.data) body = <Loading text="正在加载授权记录…" />;
  else if (state.status === 'error' && !state.data)
    body = (
      <Empty
        icon="warning"
        text="授权记录加载失败"
        action={
          <button type="button" className="yp-btn yp-btn--primary" onClick={state.reload}>
            重新加载
          </button>
        }
      />
    );
  else if (list.length === 0) body = <Empty icon="box" text="还没有授权任何合作方" />;
  else
    body = (
      <table className="ys-sec-sessions" aria-label="已授权的合作方">
        <thead>
          <tr>
            <th scope="col">合作方</th>
            <th scope="col">页面地址</th>
            <th scope="col">授权时间</th>
            <th scope="col">最近使用</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {list.map((grant) => (
            <tr key={grant.id}>
              <td>{grant.name}</td>
              <td>{grant.origins.join('、')}</td>
              <td>{formatDate(grant.created_at, true)}</td>
              <td>{grant.last_used_at ? formatDate(grant.last_used_at, true) : '—'}</td>
              <td>
                <button
                  type="button"
                  className="yp-btn"
                  aria-label={`撤销「${grant.name}」的授权`}
                  disabled={revoking === grant.id}
                  aria-busy={revoking === grant.id}
                  onClick={() => void revoke(grant)}
                >
                  {revoking === grant.id ? '正在撤销…' : '撤销授权'}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );

  return (
    <section className="ys-sec-devices" aria-labelledby="ys-grants-title">
      <div className="ys-sec-devices__head">
        <h2 id="ys-grants-title" className="ys-orders__h2">
          已授权的合作方
        </h2>
      </div>
      <p className="ys-sec__note">
        您在合作方（如连锁药房的采购门户）页面上登录药批并同意授权后，对方页面可以：{PARTNER_SCOPE_TEXT.join('；')}。{PARTNER_SCOPE_LIMITS.join('；')}
        。不再使用或不认识的合作方，请撤销授权。
      </p>
      {body}
      {confirmElement}
    </section>
  );
}
