import { useState } from 'react';
import { getBus } from '../../../shared/bus';
import { PARTNER_SCOPE_LIMITS, PARTNER_SCOPE_TEXT, type OauthGrant } from '../../../shared/contract/oauth';
import { formatDate } from '../../../shared/domain';
import { AsyncView, DataTable, useAsync, useConfirm } from '../../../shared/ui';
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
      // The client showed its failure effect (docs/product/errors.md); the list is unchanged.
    } finally {
      setRevoking(null);
    }
  };

  const body = (
    <AsyncView state={state} loadingText="正在加载授权记录…" errorText="授权记录加载失败" emptyText="还没有授权任何合作方">
      {(data) => (
        <DataTable
          caption="已授权的合作方"
          rows={data.list}
          rowKey={(grant) => grant.id}
          columns={[
            { heading: '合作方', kind: 'title', cell: (grant) => grant.name },
            { heading: '页面地址', cell: (grant) => grant.origins.join('、') },
            { heading: '授权时间', cell: (grant) => formatDate(grant.created_at, true) },
            { heading: '最近使用', cell: (grant) => (grant.last_used_at ? formatDate(grant.last_used_at, true) : '—') },
            {
              heading: '操作',
              headingHidden: true,
              kind: 'action',
              cell: (grant) => (
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
              ),
            },
          ]}
        />
      )}
    </AsyncView>
  );

  return (
    <section className="yp-sec-devices" aria-labelledby="yp-grants-title">
      <div className="yp-sec-devices__head">
        <h2 id="yp-grants-title" className="yp-orders__h2">
          已授权的合作方
        </h2>
      </div>
      <p className="yp-sec__note">
        您在合作方（如连锁药房的采购门户）页面上登录药批并同意授权后，对方页面可以：{PARTNER_SCOPE_TEXT.join('；')}。{PARTNER_SCOPE_LIMITS.join('；')}
        。不再使用或不认识的合作方，请撤销授权。
      </p>
      {body}
      {confirmElement}
    </section>
  );
}
