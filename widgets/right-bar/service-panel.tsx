import { getConfig } from '../../shared/config/config';
import type { SiteInfo } from '../../shared/contract/content';
import type { UserState } from '../../shared/contract/user';
import { Icon } from '../../shared/ui/icon';
import { chatUrl } from './chat-url';
import { rightBarText as text } from './right-bar.text';

/** QQ's "talk to this account" link. */
function qqHref(qq: string): string {
  return `https://wpa.qq.com/msgrd?v=3&uin=${encodeURIComponent(qq)}&site=qq&menu=yes`;
}

/**
 * 客服 (docs/product/routes.md Right bar: "a chat iframe when is_can_chat, support links
 * otherwise"). A member allowed to chat gets the site's /chat page in an
 * iframe (the chat service sits behind server/services/chat), with the
 * support links below it for whoever prefers the phone; a visitor or a
 * buyer with is_can_chat 0 gets the links only: the account manager, the
 * hot line and the QQ links from common_config.
 */
export function ServicePanel({ user, site }: { user: UserState | null; site: SiteInfo | undefined }) {
  const member = Boolean(user?.company);
  const admin = member ? user?.admin : undefined;
  const canChat = member && user?.is_can_chat === 1;
  const hotLine = user?.common_config.hot_line || site?.hot_line || '';
  const qqs = [user?.common_config.qq1, user?.common_config.qq2].filter((qq): qq is string => Boolean(qq));
  const config = getConfig();
  return (
    <div className="yp-rb__service-wrap">
      {canChat ? (
        <iframe
          className="yp-rb__chat"
          part="chat"
          title={text.chat}
          src={chatUrl(config.site, globalThis.location?.origin ?? '', config.token || user?.token || '')}
        />
      ) : null}
      <ul className="yp-rb__service" part="service-panel">
        {admin ? (
          <li part="manager">
            <Icon name="headset" />
            <span>
              {admin.is_default === 0 ? `${text.manager}：` : `${text.serviceDesk}：`}
              {admin.name} <a href={`tel:${admin.phone}`}>{admin.phone}</a>
            </span>
          </li>
        ) : null}
        {hotLine ? (
          <li part="hot-line">
            <Icon name="phone" />
            <span>
              {text.hotLine}：<a href={`tel:${hotLine}`}>{hotLine}</a>
            </span>
          </li>
        ) : null}
        {qqs.map((qq, index) => (
          <li key={qq} part="qq">
            <Icon name="message" />
            <a href={qqHref(qq)} target="_blank" rel="noopener noreferrer">
              {text.qq(index + 1)}（{qq}）
            </a>
          </li>
        ))}
        <li className="yp-rb__muted">{text.serviceHours}</li>
      </ul>
    </div>
  );
}
