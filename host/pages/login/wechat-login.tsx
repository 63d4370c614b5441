import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { applyEffect, isApiError } from '../../../shared/api';
import type { WechatQr } from '../../../shared/contract/account';
import type { UserState } from '../../../shared/contract';
import { signedIn } from '../../../shared/store';
import { QrImage, Spinner } from '../../../shared/ui';
import { wechatLoginApi } from '../../../shared/api/resources/wechat-login';

/** How often the card asks whether the QR code was scanned (as 绑定微信 does). */
const POLL_MS = 2000;

interface WechatLoginProps {
  onSignedIn: (user: UserState) => void;
  /** Back to 账号登录. */
  onPassword: () => void;
}

type Phase = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'showing'; qr: WechatQr } | { kind: 'expired' };

/**
 * The 微信扫码登录 card (docs/decisions.md ADR-024): a QR code
 * from the WeChat provider (locally a page on this site that plays the
 * WeChat app), polled until scanned. A WeChat bound to an account logs it
 * in; one bound to none goes on to /register/wechat with the ticket.
 */
export function WechatLogin({ onSignedIn, onPassword }: WechatLoginProps) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const done = useRef({ onSignedIn, navigate });
  done.current = { onSignedIn, navigate };

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const poll = async (ticket: string) => {
      try {
        const state = await wechatLoginApi.wechatLoginState({ ticket }, { signal: controller.signal, silent: true });
        if (stopped) return;
        if (state.status === 'logged_in' && state.user) {
          signedIn(state.user);
          return done.current.onSignedIn(state.user);
        }
        if (state.status === 'register') return void done.current.navigate(`/register/wechat?t=${encodeURIComponent(ticket)}`);
        if (state.status === 'expired') return setPhase({ kind: 'expired' });
      } catch (error) {
        if (stopped) return;
        if (isApiError(error) && (error.status === 404 || error.status === 422)) return setPhase({ kind: 'expired' });
      }
      timer = setTimeout(() => void poll(ticket), POLL_MS);
    };
    setPhase({ kind: 'loading' });
    wechatLoginApi.wechatLoginQr({}, { signal: controller.signal, silent: true }).then(
      (qr) => {
        if (stopped) return;
        setPhase({ kind: 'showing', qr });
        timer = setTimeout(() => void poll(qr.ticket), POLL_MS);
      },
      (error: unknown) => {
        if (stopped) return;
        if (isApiError(error) && error.status === 422) {
          const message = Object.values(error.errors ?? {})[0]?.[0] ?? '微信登录暂不可用，请使用账号密码登录';
          return setPhase({ kind: 'failed', message });
        }
        if (isApiError(error)) applyEffect(error);
        setPhase({ kind: 'failed', message: '二维码获取失败，请稍后再试' });
      },
    );
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, [round]);

  let body;
  if (phase.kind === 'loading')
    body = (
      <p className="yp-login-wechat__note" role="status">
        <Spinner size={14} /> 正在获取二维码…
      </p>
    );
  else if (phase.kind === 'showing')
    body = (
      <>
        <QrImage src={`/img/qr.svg?text=${encodeURIComponent(phase.qr.url)}`} caption="请使用微信扫一扫登录" size={180} />
        <a href={phase.qr.url} target="_blank" rel="noopener">
          在本机打开扫码页面
        </a>
        <p className="yp-login-wechat__note" role="status">
          扫码后在微信中确认授权；未注册药批的微信将引导您注册
        </p>
      </>
    );
  else
    body = (
      <>
        <p className="yp-login-wechat__note" role="alert">
          {phase.kind === 'expired' ? '二维码已失效' : phase.message}
        </p>
        <button type="button" className="yp-login-card__submit" onClick={() => setRound((r) => r + 1)}>
          刷新二维码
        </button>
      </>
    );

  return (
    <section className="yp-login-card yp-login-wechat" aria-labelledby="wechat-login-title">
      <h2 id="wechat-login-title" className="yp-login-card__title">
        微信扫码登录
      </h2>
      <div className="yp-login-wechat__body">{body}</div>
      <p className="yp-login-card__register">
        <button type="button" className="yp-login-card__switch" onClick={onPassword}>
          使用账号密码登录
        </button>
      </p>
    </section>
  );
}
