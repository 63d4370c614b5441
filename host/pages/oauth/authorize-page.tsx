import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { isApiError } from '../../../shared/api';
import { PARTNER_SCOPE_LIMITS, PARTNER_SCOPE_TEXT, type OauthAuthorizeInfo } from '../../../shared/contract/oauth';
import { session } from '../../../shared/store';
import { loadSession } from '../../../shared/store/session-load';
import { Loading, useSignalValue } from '../../../shared/ui';
import './authorize-page.css';
import { oauthApi } from '../../../shared/api/resources/oauth';
import type { InputOf } from '../../../shared/contract/define-call';

/** The request's parameters as the partner wrote them (the server checks each). */
const PARAMS = ['client_id', 'redirect_uri', 'response_type', 'code_challenge', 'code_challenge_method', 'state', 'scope'] as const;
// Read from the query as given; the server checks each parameter and answers 422 with its message.
type AuthorizeRequest = InputOf<typeof oauthApi.oauthAuthorizeInfo>;

type Loaded = { status: 'loading' } | { status: 'invalid'; message: string } | { status: 'ready'; info: OauthAuthorizeInfo };

/**
 * /oauth/authorize: the consent page a partner's 登录药批 opens in a popup
 * (OAuth 2.0 authorisation code with PKCE). The buyer logs in here, on the
 * yaopi origin, if not yet, sees which partner asks and what it may do, and
 * answers 同意授权 or 拒绝; the popup then goes to the partner's registered
 * redirect URI with the code (or access_denied). A request naming an
 * unknown partner or an unregistered redirect URI is shown as invalid and
 * sends nothing anywhere. A partner this login already approved gets its
 * code without asking again.
 */
export default function AuthorizePage() {
  const { pathname, search } = useLocation();
  const request = useMemo(() => {
    const query = new URLSearchParams(search);
    return Object.fromEntries(PARAMS.map((name) => [name, query.get(name) ?? ''])) as AuthorizeRequest;
  }, [search]);
  const status = useSignalValue(session.status);
  const member = useSignalValue(session.isMember);
  const company = useSignalValue(session.user)?.company ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [answering, setAnswering] = useState<'approve' | 'deny' | null>(null);

  useEffect(() => {
    if (status === 'idle') void loadSession();
  }, [status]);

  useEffect(() => {
    if (status !== 'ready') return;
    let live = true;
    oauthApi.oauthAuthorizeInfo(request, { silent: true }).then(
      (info) => live && setLoaded({ status: 'ready', info }),
      (error: unknown) => {
        if (!live) return;
        const message = isApiError(error) ? (Object.values(error.errors)[0]?.[0] ?? error.message) : '授权请求无法读取，请关闭窗口后重试';
        setLoaded({ status: 'invalid', message });
      },
    );
    return () => {
      live = false;
    };
  }, [request, status, member]);

  const answer = async (kind: 'approve' | 'deny') => {
    setAnswering(kind);
    try {
      const { redirect_to } = kind === 'approve' ? await oauthApi.oauthApprove(request) : await oauthApi.oauthDeny(request);
      globalThis.location.assign(redirect_to);
    } catch {
      // The client showed its failure effect (docs/product/errors.md) (an expired login goes to /login and back here).
      setAnswering(null);
    }
  };

  // Approved before: straight on, the buyer said yes to this partner once already.
  const approvedBefore = loaded.status === 'ready' && loaded.info.approved === 1 && member;
  useEffect(() => {
    if (approvedBefore) void answer('approve');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the answer is known
  }, [approvedBefore]);

  if (status !== 'ready' || loaded.status === 'loading' || approvedBefore) {
    return (
      <div className="yp-container yp-authorize">
        <Loading text={approvedBefore ? '正在返回合作方页面…' : '正在读取授权请求…'} />
      </div>
    );
  }

  if (loaded.status === 'invalid') {
    return (
      <div className="yp-container yp-authorize">
        <section className="yp-authorize__card" aria-labelledby="yp-authorize-title">
          <h1 id="yp-authorize-title" className="yp-authorize__title">
            授权请求无效
          </h1>
          <p className="yp-authorize__error" role="alert">
            {loaded.message}
          </p>
          <p className="yp-authorize__note">请关闭本窗口，并联系合作方确认其已在药批登记。</p>
        </section>
      </div>
    );
  }

  const { client } = loaded.info;
  const here = `${pathname}${search}`;
  return (
    <div className="yp-container yp-authorize">
      <section className="yp-authorize__card" aria-labelledby="yp-authorize-title">
        <h1 id="yp-authorize-title" className="yp-authorize__title">
          「{client.name}」申请使用您的药批账号
        </h1>
        <p className="yp-authorize__origin">
          授权后将返回：<strong>{client.origin}</strong>
        </p>
        <h2 className="yp-authorize__h2">对方页面将可以</h2>
        <ul className="yp-authorize__list">
          {PARTNER_SCOPE_TEXT.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h2 className="yp-authorize__h2">对方页面不能</h2>
        <ul className="yp-authorize__list yp-authorize__list--no">
          {PARTNER_SCOPE_LIMITS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {member ? (
          <>
            <p className="yp-authorize__account">
              当前账号：<strong>{company}</strong>
            </p>
            <p className="yp-authorize__note">您的密码只在药批网站上输入，合作方看不到。授权可随时在 账户中心 › 授权管理 中撤销。</p>
            <div className="yp-authorize__actions">
              <button
                type="button"
                className="yp-btn yp-btn--primary"
                disabled={answering !== null}
                aria-busy={answering === 'approve'}
                onClick={() => void answer('approve')}
              >
                {answering === 'approve' ? '正在授权…' : '同意授权'}
              </button>
              <button type="button" className="yp-btn" disabled={answering !== null} aria-busy={answering === 'deny'} onClick={() => void answer('deny')}>
                拒绝
              </button>
            </div>
          </>
        ) : (
          <>
            <p className="yp-authorize__note">请先登录药批账号，再决定是否授权。密码只在药批网站上输入，合作方看不到。</p>
            <div className="yp-authorize__actions">
              <Link className="yp-btn yp-btn--primary" to={`/login?redirect=${encodeURIComponent(here)}`}>
                登录药批账号
              </Link>
              <button type="button" className="yp-btn" disabled={answering !== null} onClick={() => void answer('deny')}>
                拒绝
              </button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
