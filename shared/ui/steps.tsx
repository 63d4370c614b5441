import { zh } from '../text/zh.text';
import { Icon } from './icon';
import { useStyles } from './use-styles';
import css from './steps.css?inline';

export interface StepsProps {
  /** Step names, in order (e.g. 我的购物车, 确认订单信息, 支付订单, 支付完成). */
  steps: readonly string[];
  /** Index of the current step, from 0. */
  current: number;
  label?: string;
}

/** A numbered progress line: done steps ticked, the current one filled. */
export function Steps({ steps, current, label = zh.ui.steps }: StepsProps) {
  const ref = useStyles<HTMLOListElement>(css);
  return (
    <ol ref={ref} className="yp-steps" aria-label={label}>
      {steps.map((name, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li key={name} className={`yp-steps__item yp-steps__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="yp-steps__dot" aria-hidden="true">
              {state === 'done' ? <Icon name="success" size={28} /> : index + 1}
            </span>
            <span>
              {name}
              {state === 'done' ? <span className="yp-sr-only">（{zh.ui.stepDone}）</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
