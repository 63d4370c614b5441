import { useState } from 'react';
import { Link } from 'react-router';
import { getBus } from '../../../shared/bus';
import { useFormSubmit } from '../../../shared/connected/use-form-submit';
import { formatDate } from '../../../shared/domain';
import { session } from '../../../shared/store';
import { AsyncView, useAsync, useSignalValue } from '../../../shared/ui';
import { MemberPage } from '../../lib/member-shell';
import '../../lib/wallet.css';
import { purchaseContractApi } from '../../../shared/api/resources/purchase-contract';
import { MemberPanel } from '../../../shared/ui/member-panel';

/**
 * /dzht (电子合同): the purchase agreement a buyer signs before ordering.
 * POST /api/order answers 459 until the current version is signed, and the
 * client brings the buyer here with the message (docs/product/errors.md); signing records
 * who, when and which version, and sends them back to the cart.
 */
export default function ContractPage() {
  return (
    <MemberPage crumbs={[{ label: '电子合同' }]}>
      <Contract />
    </MemberPage>
  );
}

const SIGN_FIELDS = ['agreed'] as const;

function Contract() {
  const user = useSignalValue(session.user);
  const contract = useAsync(() => purchaseContractApi.contractShow(), []);
  const [agreed, setAgreed] = useState(false);
  const [signedNow, setSignedNow] = useState(false);
  const form = useFormSubmit(SIGN_FIELDS);
  const data = contract.data;
  // The form shows one message, under the agreement: a refused version (a newer one was published) lands there too.
  const error = form.errors.agreed ?? form.errors.form ?? null;

  const sign = async () => {
    if (!data) return;
    const result = await form.submit(agreed ? {} : { agreed: '请先阅读并勾选同意本合同' }, () =>
      purchaseContractApi.contractSign({ version: data.version }, { silent: true }),
    );
    if (result.ok) {
      getBus().emit('ui:toast', { message: '签署成功，现在可以下单了', kind: 'success' });
      setSignedNow(true);
      contract.reload();
    } else if (result.errors.form) contract.reload();
  };

  const body = (
    <AsyncView state={contract} loadingText="正在加载合同…" errorText="合同加载失败">
      {(data) => (
        <>
          {/* The contract scrolls in its own box: in the tab order, so a keyboard can scroll it too (WCAG 2.1.1). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable to be scrolled by keyboard */}
          <article className="yp-contract" aria-labelledby="contract-heading" tabIndex={0}>
            <h2 id="contract-heading" className="yp-contract__title">
              {data.title}
            </h2>
            <p className="yp-coupon__muted">版本：{data.version}</p>
            <p>甲方（供货方）：{data.party_a}</p>
            <p>乙方（采购方）：{data.party_b || user?.company}</p>
            {data.sections.map((section) => (
              <section key={section.heading}>
                <h3>{section.heading}</h3>
                {section.body.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            ))}
          </article>
          {data.signed ? (
            <div className="yp-wallet__summary" role="status">
              <strong>已签署</strong>
              <span>
                签署人：{data.signed.signer_name || '—'}，签署时间：{formatDate(data.signed.signed_at, true)}，版本 {data.signed.version}
              </span>
              {signedNow && (
                <Link to="/cart" className="yp-btn yp-btn--primary">
                  返回购物车结算
                </Link>
              )}
            </div>
          ) : (
            <div className="yp-contract__sign">
              {data.previous && (
                <p className="yp-coupon__muted">
                  您于 {formatDate(data.previous.signed_at)} 签署的 {data.previous.version} 版已更新，请阅读并签署新版本后继续下单。
                </p>
              )}
              <label>
                <input
                  type="checkbox"
                  checked={agreed}
                  onChange={(event) => {
                    setAgreed(event.target.checked);
                    form.clear('agreed');
                  }}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'contract-error' : undefined}
                />{' '}
                我已阅读并同意《{data.title}》的全部条款，以{data.party_b || user?.company}的名义签署
              </label>
              {error && (
                <p id="contract-error" className="yp-wallet__error" role="alert">
                  {error}
                </p>
              )}
              <button type="button" className="yp-btn yp-btn--primary" disabled={form.submitting} onClick={() => void sign()}>
                {form.submitting ? '正在签署…' : '同意并签署'}
              </button>
            </div>
          )}
        </>
      )}
    </AsyncView>
  );

  return (
    <MemberPanel id="dzht-title" title="电子合同">
      {body}
    </MemberPanel>
  );
}
