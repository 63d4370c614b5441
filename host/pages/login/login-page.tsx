import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { session } from '../../../shared/store';
import { useSignalValue } from '../../../shared/ui';
import { LoginAd } from './login-ad';
import { LoginForm } from './login-form';
import { WechatLogin } from './wechat-login';
import { safeRedirect } from './safe-redirect';
import './login-page.css';

/**
 * /login: the login advertisement (or the brand panel) and the login card. After a successful login the
 * buyer goes to `redirect` (when it is a path on this site) or home; the
 * login flag signIn sets makes that route change reload the page, so every
 * part of it starts with the new session (docs/product/routes.md route guard).
 *
 * A member who opens /login is sent on at once. docs/product/roles.md leaves the user
 * base call out on this route, so that is known only when the session was
 * already loaded on an earlier page of this visit.
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const isMember = useSignalValue(session.isMember);
  const [signedIn, setSignedIn] = useState(false);
  // 账号登录 or 微信扫码登录 (wechat-login.tsx).
  const [byWechat, setByWechat] = useState(false);
  // The server has no window; the target only steers navigation, never the markup, so any origin does there.
  const target = safeRedirect(params.get('redirect'), globalThis.location?.origin ?? 'http://site.invalid');

  if (isMember && !signedIn) return <Navigate to={target} replace />;
  const done = () => {
    setSignedIn(true);
    void navigate(target, { replace: true });
  };

  return (
    <div className="yp-login">
      <div className="yp-container yp-login__inner">
        <LoginAd />
        {byWechat ? (
          <WechatLogin onSignedIn={done} onPassword={() => setByWechat(false)} />
        ) : (
          <LoginForm onSignedIn={done} onWechat={() => setByWechat(true)} />
        )}
      </div>
    </div>
  );
}
