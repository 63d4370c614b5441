import { Link } from 'react-router';
import { useAsync } from '../../shared/ui';
import { contentApi } from '../../shared/api/resources/content';
import { SiteLogo } from './site-logo';

/** The slim header of login-style routes (flag headerLogin): logo, the page's name (欢迎登录, 注册会员, 找回密码), service line. */
export function LoginHeader({ title }: { title: string }) {
  const info = useAsync(() => contentApi.siteInfo(), []);
  return (
    <header className="yp-login-header">
      <div className="yp-container yp-login-header__inner">
        <div className="yp-login-header__brand">
          <SiteLogo />
          <span className="yp-login-header__title">{title}</span>
        </div>
        <div className="yp-login-header__aside">
          {info.status === 'ready' && info.data.hot_line ? (
            <span className="yp-login-header__hotline">
              客服热线 <strong>{info.data.hot_line}</strong>
            </span>
          ) : null}
          <Link to="/" className="yp-login-header__home">
            返回首页
          </Link>
        </div>
      </div>
    </header>
  );
}
