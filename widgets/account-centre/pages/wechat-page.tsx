import { useEffect, useRef, useState } from 'react';
import { applyEffect, isApiError } from '../../../shared/api';
import { getBus } from '../../../shared/bus';
import type { WechatQr } from '../../../shared/contract/account';
import { LoadFailed, Loading, QrImage, useAsync, useConfirm } from '../../../shared/ui';
import { accountApi } from '../../../shared/api/resources/account';
import { MemberPanel } from '../../../shared/ui/member-panel';

/** How often the page asks whether the QR code was scanned. */
export const WECHAT_POLL_MS = 2000;

/**
 * /zhzx/bdwx 绑定微信: bind the login to a WeChat account by scanning a QR
 * code (the provider's; locally a page on this site that plays the WeChat
 * app, openable from here), see the bound nickname, unbind after a confirm.
 * docs/product/roles.md: the header does not make the user base call on this route; the
 * account centre loads the user itself (AccountCentre).
 */
export function WechatPage() {
  const binding = useAsync(() => accountApi.wechatBinding(), []);
  const [qr, setQr] = useState<WechatQr | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const { confirm, confirmElement } = useConfirm();

  const newQr = async () => {
    setBusy(true);
    setExpired(false);
    try {
      setQr(await accountApi.wechatQr());
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };

  useScanPoll(qr?.ticket ?? '', (state) => {
    if (state === 'expired') {
      setExpired(true);
      setQr(null);
      return;
    }
    setQr(null);
    getBus().emit('ui:toast', { message: '微信绑定成功', kind: 'success' });
    binding.reload();
  });

  const unbind = async () => {
    const ok = await confirm({ title: '解除绑定', message: '解除后将不能再用该微信扫码登录，确定解除绑定吗？', confirmLabel: '解除绑定' });
    if (!ok) return;
    setBusy(true);
    try {
      await accountApi.unbindWechat();
      getBus().emit('ui:toast', { message: '已解除微信绑定', kind: 'success' });
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
      binding.reload();
    }
  };

  let body;
  if (binding.status === 'loading' && !binding.data) body = <Loading text="正在加载绑定状态…" />;
  else if (binding.status === 'error' && !binding.data) body = <LoadFailed text="绑定状态加载失败" onRetry={binding.reload} />;
  else if (binding.data?.bound)
    body = (
      <dl className="yp-ac-info">
        <dt>绑定状态</dt>
        <dd>
          <span className="yp-ac-state yp-ac-state--ok">已绑定</span>
        </dd>
        <dt>微信昵称</dt>
        <dd>{binding.data.nickname}</dd>
        <dt />
        <dd>
          <button type="button" className="yp-btn" disabled={busy} onClick={() => void unbind()}>
            解除绑定
          </button>
        </dd>
      </dl>
    );
  else
    body = (
      <div className="yp-ac-wechat">
        {qr ? (
          <div className="yp-ac-wechat__qr">
            <QrImage src={`/img/qr.svg?text=${encodeURIComponent(qr.url)}`} caption="请使用微信扫一扫" size={180} />
            <a href={qr.url} target="_blank" rel="noopener">
              在本机打开扫码页面
            </a>
            <p className="yp-ac-note" role="status">
              等待扫码…
            </p>
          </div>
        ) : (
          <div>
            <p className="yp-ac-note" role={expired ? 'alert' : undefined}>
              {expired ? '二维码已过期，请重新获取。' : '绑定后可使用微信扫码登录药批，并接收订单通知。'}
            </p>
            <button type="button" className="yp-btn yp-btn--primary" disabled={busy} aria-busy={busy} onClick={() => void newQr()}>
              {expired ? '重新获取二维码' : '绑定微信'}
            </button>
          </div>
        )}
      </div>
    );

  return (
    <MemberPanel id="wechat-title" title="绑定微信" actions={null}>
      {body}
      {confirmElement}
    </MemberPanel>
  );
}

/** Polls the ticket every WECHAT_POLL_MS until it is bound or expired; a poll lost on the network is tried again. */
function useScanPoll(ticket: string, onDone: (state: 'bound' | 'expired') => void): void {
  const callback = useRef(onDone);
  callback.current = onDone;
  useEffect(() => {
    if (!ticket) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const poll = async () => {
      try {
        const state = await accountApi.wechatScanState({ ticket }, { signal: controller.signal, silent: true });
        if (stopped) return;
        if (state.status !== 'waiting') return callback.current(state.status);
      } catch (error) {
        if (stopped) return;
        // Refused for good (the WeChat is bound elsewhere, the ticket is gone): say why and stop.
        if (isApiError(error) && (error.status === 404 || error.status === 422 || error.status === 401)) {
          applyEffect(error);
          return callback.current('expired');
        }
      }
      timer = setTimeout(() => void poll(), WECHAT_POLL_MS);
    };
    timer = setTimeout(() => void poll(), WECHAT_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, [ticket]);
}
