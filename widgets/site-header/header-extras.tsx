import { useEffect, useState, type CSSProperties } from 'react';
import type { Broadcast, PlacedAd } from '../../shared/contract/ad';
import { getBus } from '../../shared/bus';
import { AdLink } from '../../shared/ui/ad-link';
import { Dialog } from '../../shared/ui/dialog';
import { Icon } from '../../shared/ui/icon';
import { headerExtrasText as text } from './header-extras.text';
import { installGuide } from './install-guide';
import { isTopAdClosed, localStore, rememberTopAdClosed } from './top-ad-memory';

/**
 * The optional strip above the header (GET /api/focus/top `ad`). Its ×
 * hides it for the rest of the China day (top-ad-memory.ts): a buyer who
 * closed it is not shown it again on every page.
 */
export function TopAd({ ad }: { ad: PlacedAd }) {
  const [closedNow, setClosedNow] = useState<number | null>(null);
  if (closedNow === ad.id || isTopAdClosed(localStore(), ad.id, new Date())) return null;
  const close = () => {
    rememberTopAdClosed(localStore(), ad.id, new Date());
    setClosedNow(ad.id);
  };
  return (
    <div className="yp-hd__top-ad" part="top-ad" role="complementary" aria-label={text.adLabel}>
      {/* The × sits on the 1200 px picture, not the window's edge, where the right bar covers it. */}
      <div className="yp-hd__top-ad-inner">
        <AdLink url={ad.url} className="yp-hd__top-ad-link" title={ad.title}>
          <img src={ad.image} alt={ad.title} width={ad.width} height={ad.height} />
        </AdLink>
        <button type="button" className="yp-hd__top-ad-close" part="top-ad-close" aria-label={text.closeAd} onClick={close}>
          <Icon name="close" />
        </button>
      </div>
    </div>
  );
}

/** Seconds one pass of the notice takes: a steady reading speed whatever its length. */
export function noticeSeconds(lines: readonly Broadcast[]): number {
  const chars = lines.reduce((n, line) => n + line.text.length, 0);
  return Math.max(12, Math.round(chars * 0.3));
}

/**
 * 网站公告: the notice lines scrolling right to left in the top bar, paused
 * while pointed at or focused. With prefers-reduced-motion they stand
 * still (site-header.css), cut with an ellipsis, each line's full text in
 * its title.
 */
export function BroadcastNotice({ lines }: { lines: readonly Broadcast[] }) {
  if (lines.length === 0) return null;
  const style = { '--yp-notice-duration': `${noticeSeconds(lines)}s` } as CSSProperties;
  return (
    <div className="yp-hd__notice" part="notice" role="region" aria-label={text.notice}>
      <Icon name="info" className="yp-hd__notice-icon" />
      <div className="yp-hd__notice-window">
        <ul className="yp-hd__notice-track" style={style}>
          {lines.map((line) => (
            <li key={line.id} className="yp-hd__notice-line">
              <AdLink url={line.url} className="yp-hd__notice-text" title={line.text}>
                {line.text}
              </AdLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The browser's install prompt once it offers one (beforeinstallprompt), until it is used or the app installed. */
function useInstallPrompt(): [BeforeInstallPromptEvent | null, () => void] {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);
  useEffect(() => {
    const offer = (e: Event) => {
      // Keep the browser's own mini-infobar away: the top bar's button asks instead.
      e.preventDefault();
      setEvent(e as BeforeInstallPromptEvent);
    };
    const installed = () => setEvent(null);
    window.addEventListener('beforeinstallprompt', offer);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', offer);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);
  return [event, () => setEvent(null)];
}

/**
 * 添加到桌面: the browser's install prompt where it offers one (Chrome,
 * Edge: the site has a manifest and icons), otherwise a dialog with this
 * browser's steps.
 */
export function AddToDesktop() {
  const [prompt, used] = useInstallPrompt();
  const [guideOpen, setGuideOpen] = useState(false);
  const guide = installGuide(globalThis.navigator?.userAgent ?? '');

  const onClick = async () => {
    if (!prompt) {
      setGuideOpen(true);
      return;
    }
    // A prompt can be shown once; the browser offers a new one if the buyer declines.
    used();
    await prompt.prompt();
    const choice = await prompt.userChoice;
    if (choice.outcome === 'accepted') getBus().emit('ui:toast', { message: text.installDone, kind: 'success' });
  };

  return (
    <>
      <button type="button" className="yp-hd__link yp-hd__desktop" part="add-to-desktop" aria-haspopup="dialog" onClick={() => void onClick()}>
        {text.addToDesktop}
      </button>
      <Dialog
        open={guideOpen}
        title={text.installTitle}
        onClose={() => setGuideOpen(false)}
        width={440}
        footer={
          <button type="button" className="yp-btn yp-btn--primary" data-autofocus onClick={() => setGuideOpen(false)}>
            {text.gotIt}
          </button>
        }
      >
        <div className="yp-hd__install" part="install-guide">
          <p>{text.installLead}</p>
          <p className="yp-hd__install-browser">{guide.browser}：</p>
          <ol className="yp-hd__install-steps">
            {guide.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </Dialog>
    </>
  );
}

/** The top-right advertisement of the main row, on routes with ggTopRight. */
export function TopRightAd({ ad }: { ad: PlacedAd }) {
  return (
    <AdLink url={ad.url} className="yp-hd__top-right-ad" title={ad.title} part="top-right-ad">
      <img src={ad.image} alt={ad.title} width={ad.width} height={ad.height} />
    </AdLink>
  );
}
