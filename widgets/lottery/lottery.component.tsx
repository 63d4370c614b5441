import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { DrawRecord } from '../../shared/contract/lottery';
import { LOTTERY_CLOSE_MS, LOTTERY_RESULT_DELAY_MS } from '../../shared/domain/constants';
import { pageClock } from '../../shared/page/clock';
import { session } from '../../shared/store';
import { assetUrl } from '../../shared/ui/asset-url';
import { Confirm } from '../../shared/ui/confirm';
import { trapTab } from '../../shared/ui/focus';
import { Icon } from '../../shared/ui/icon';
import { Link } from '../../shared/ui/link';
import { Spinner } from '../../shared/ui/spinner';
import { useAsync } from '../../shared/ui/use-async';
import { useSignalValue } from '../../shared/ui/use-signal-value';
import { useStyles } from '../../shared/ui/use-styles';
import { loadLottery, type LotteryData } from './lottery.data';
import { lotteryText as t } from './lottery.text';
import css from './lottery.css?inline';
import { lotteryApi } from '../../shared/api/resources/lottery';

/** The pop-up's states (docs/product/states.md "Lottery"). */
export type LotteryPhase = 'idle' | 'drawing' | 'result' | 'closing' | 'closed';

/**
 * The lottery pop-up (<yp-lottery>, on home at the bottom of the page): shown
 * when the running activity answers is_join 0 for this buyer. idle lists
 * the prizes and rules; 立即抽奖 draws on the server at once and shows the
 * result LOTTERY_RESULT_DELAY_MS after the click (or when the answer comes,
 * if later); closing plays a LOTTERY_CLOSE_MS animation. Closing while the
 * draw runs asks first (docs/product/errors.md): the prize still lands, and the member centre's
 * 我的抽奖 (/wdcj, linked from the question) shows it. Timers run on the page clock so tests move time instead of waiting.
 */
export function Lottery() {
  const user = useSignalValue(session.user);
  // A sign-in or a store switch changes who may draw: ask again.
  const data = useAsync(loadLottery, [user?.username ?? null]);
  // Read after mount, not while rendering: the server has no session storage,
  // and the first render must match its markup.
  const [seen, setSeen] = useState<string | null | undefined>(undefined);
  useEffect(() => setSeen(readSeen()), []);
  if (!data.data || seen === undefined || seen === String(data.data.activity.id)) return null;
  return <LotteryPanel key={data.data.activity.id} data={data.data} />;
}

/**
 * The activity whose pop-up this visit has already shown (session storage):
 * once the buyer closed it, or went on from the page with it open, it does
 * not come back until the next visit.
 */
const SEEN_KEY = 'yp.lottery.seen';

function readSeen(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(SEEN_KEY) ?? null;
  } catch {
    return null;
  }
}

function markSeen(id: number): void {
  try {
    globalThis.sessionStorage?.setItem(SEEN_KEY, String(id));
  } catch {
    // Storage blocked: the pop-up may show again on the next home visit.
  }
}

function LotteryPanel({ data }: { data: LotteryData }) {
  const ref = useStyles<HTMLDivElement>(css);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const [phase, setPhase] = useState<LotteryPhase>('idle');
  const [result, setResult] = useState<DrawRecord | null>(null);
  const [asking, setAsking] = useState(false);
  const timers = useRef<unknown[]>([]);
  const { activity } = data;

  const later = useCallback((callback: () => void, ms: number) => {
    timers.current.push(pageClock().setTimeout(callback, ms));
  }, []);
  useEffect(() => () => timers.current.forEach((handle) => pageClock().clearTimeout(handle)), []);
  useEffect(() => () => markSeen(activity.id), [activity.id]);

  const close = useCallback(() => {
    markSeen(activity.id);
    setAsking(false);
    setPhase('closing');
    later(() => setPhase('closed'), LOTTERY_CLOSE_MS);
  }, [later, activity.id]);

  const requestClose = useCallback(() => {
    if (phase === 'drawing') setAsking(true);
    else if (phase === 'idle' || phase === 'result') close();
  }, [phase, close]);

  const start = () => {
    setPhase('drawing');
    panelRef.current?.focus();
    let answer: DrawRecord | null | undefined;
    let waited = false;
    // Whichever comes last, the answer or the delay, shows the result.
    const settle = () => {
      if (!waited || answer === undefined) return;
      if (answer === null) return setPhase((now) => (now === 'drawing' ? 'idle' : now));
      setResult(answer);
      setPhase((now) => (now === 'drawing' ? 'result' : now));
    };
    later(() => {
      waited = true;
      settle();
    }, LOTTERY_RESULT_DELAY_MS);
    lotteryApi.drawNow({ id: activity.id }).then(
      (record) => {
        answer = record;
        settle();
      },
      // The API client has shown why (docs/product/errors.md: 您已参与过本次抽奖, 资质审核…); back to the prizes.
      () => {
        answer = null;
        settle();
      },
    );
  };

  // Esc closes like ×, from anywhere on the page, but not while the question is open (its own Esc answers it).
  useEffect(() => {
    if (phase === 'closing' || phase === 'closed' || asking) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      requestClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [phase, asking, requestClose]);

  // The result replaces the button that had focus: move focus to it so keyboard users land on the outcome.
  useEffect(() => {
    if (phase === 'result') panelRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [phase]);

  if (phase === 'closed') return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (panelRef.current) trapTab(event.nativeEvent, panelRef.current);
  };

  return (
    <div ref={ref} className="yp-lottery-host">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the key handler keeps Tab inside the pop-up; the controls inside are the interactive ones */}
      <div
        ref={panelRef}
        className={`yp-lottery yp-surface${phase === 'closing' ? ' is-closing' : ''}`}
        role="dialog"
        aria-modal="false"
        aria-labelledby="yp-lottery-title"
        aria-busy={phase === 'drawing'}
        data-phase={phase}
        part="panel"
        tabIndex={-1}
        style={{ ['--yp-lottery-close-ms' as string]: `${LOTTERY_CLOSE_MS}ms` }}
        onKeyDown={onKeyDown}
      >
        <div className="yp-lottery__head">
          <h2 id="yp-lottery-title" className="yp-lottery__title">
            {t.title}
            <span className="yp-lottery__name">{activity.name}</span>
          </h2>
          <button type="button" className="yp-lottery__close" aria-label={t.close} onClick={requestClose} disabled={phase === 'closing'}>
            <Icon name="close" />
          </button>
        </div>

        {data.banner && phase === 'idle' ? (
          <Link to={data.banner.url || '/'} className="yp-lottery__banner" part="banner">
            <img src={assetUrl(data.banner.image)} alt={data.banner.title ?? activity.name} width={1200} height={400} />
          </Link>
        ) : null}

        {phase === 'idle' ? (
          <div className="yp-lottery__body">
            <h3 className="yp-lottery__sub">{t.prizes}</h3>
            <ul className="yp-lottery__prizes" part="prizes">
              {activity.prizes
                .filter((prize) => prize.kind !== 'none')
                .map((prize) => (
                  <li key={prize.id} className={`yp-lottery__prize yp-lottery__prize--${prize.kind}`}>
                    <strong>{prize.name}</strong>
                    <span>{prize.remarks}</span>
                  </li>
                ))}
            </ul>
            {data.winners.length > 0 ? (
              <>
                <h3 className="yp-lottery__sub">{t.winners}</h3>
                <ul className="yp-lottery__winners">
                  {data.winners.map((winner) => (
                    <li key={winner.id}>
                      {winner.name} {t.won} <strong>{winner.prize_name}</strong>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <details className="yp-lottery__rules">
              <summary>{t.rules}</summary>
              <p>{activity.remarks}</p>
            </details>
            <button type="button" className="yp-btn yp-btn--primary yp-lottery__draw" part="draw-button" onClick={start}>
              {t.draw}
            </button>
          </div>
        ) : null}

        {phase === 'drawing' ? (
          <div className="yp-lottery__body yp-lottery__drawing" role="status" aria-live="polite">
            <Spinner size={32} />
            <span>{t.drawing}</span>
          </div>
        ) : null}

        {(phase === 'result' || (phase === 'closing' && result)) && result ? (
          <div className="yp-lottery__body yp-lottery__result" part="result" role="status" aria-live="polite">
            <p className="yp-lottery__headline">{result.prize_kind === 'none' ? t.noPrize : t.congratulations(result.prize_name)}</p>
            <p className="yp-lottery__remarks">{result.remarks}</p>
            <div className="yp-lottery__actions">
              {result.link ? (
                <Link to={result.link} className="yp-btn yp-btn--primary" data-autofocus onClick={close}>
                  {t.view(result.link_text)}
                </Link>
              ) : null}
              <button type="button" className="yp-btn" data-autofocus={result.link ? undefined : true} onClick={close}>
                {t.ok}
              </button>
            </div>
          </div>
        ) : null}
      </div>
      <Confirm
        open={asking}
        title={t.confirmTitle}
        message={
          <>
            {t.confirmClose[0]}
            {/* The draw still lands: its result is on 我的抽奖, which closes the pop-up on the way. */}
            <Link to={t.drawsPath} className="yp-lottery__draws-link" part="draws-link" onClick={close}>
              {t.confirmClose[1]}
            </Link>
            {t.confirmClose[2]}
          </>
        }
        confirmLabel={t.close}
        cancelLabel={t.cancel}
        onConfirm={close}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
