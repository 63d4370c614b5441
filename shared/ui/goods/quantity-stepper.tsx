import { useEffect, useState, type KeyboardEvent } from 'react';
import { clampQuantity, quantityAdjustment, quantityBounds, stepQuantity, type QuantityAdjustment, type QuantityRules } from '../../domain/quantity';
import { useStyles } from '../use-styles';
import { goodsText } from './goods.text';
import css from './goods.css?inline';

export interface QuantityStepperProps {
  /** The current quantity; 0 when nothing can be bought. */
  value: number;
  onChange: (value: number) => void;
  /** step = goods.step, min = goods.min_buy, max = stock (see goodsQuantityRules). */
  rules: QuantityRules;
  /** Forced off (goods not on sale); also off when the rules leave no valid quantity. */
  disabled?: boolean;
  /** Unit after the box (盒, 瓶). */
  unit?: string;
  /** Accessible name; defaults to 购买数量. */
  label?: string;
  size?: 'sm' | 'md';
}

function adjustmentText(adjustment: QuantityAdjustment | null): string {
  if (!adjustment) return '';
  if (adjustment.reason === 'stock') return goodsText.stockOnly(adjustment.stock);
  if (adjustment.reason === 'min') return goodsText.minBuy(adjustment.min);
  return goodsText.stepOf(adjustment.step);
}

/**
 * − [input] +: moves in whole packing steps between the minimum purchase and
 * the stock (shared/domain quantity). Typing is free while the field has
 * focus and is snapped to a valid quantity on blur or Enter; ↑/↓ step like
 * the buttons. A typed quantity the rules change says why next to the
 * stepper (按中包装10的倍数, 库存仅剩1230), in a live region so a screen reader
 * reads it out; the note goes at the buyer's next change.
 */
export function QuantityStepper({ value, onChange, rules, disabled = false, unit, label = goodsText.quantity, size = 'md' }: QuantityStepperProps) {
  const ref = useStyles<HTMLSpanElement>(css);
  const bounds = quantityBounds(rules);
  const off = disabled || !bounds.canBuy;
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState('');

  // A new value from outside (another stepper, a reset) replaces a stale draft.
  useEffect(() => setDraft(null), [value]);

  const commit = (next: number) => {
    setDraft(null);
    if (next !== value) onChange(next);
  };
  // Reads the field itself, not the draft state: a blur right after typing
  // may arrive before the render that would have updated the state.
  const commitTyped = (text: string) => {
    if (text === String(value)) return setDraft(null);
    const typed = text === '' ? Number.NaN : Number(text);
    setNote(adjustmentText(quantityAdjustment(typed, rules)));
    commit(clampQuantity(typed, rules));
  };
  const stepFrom = (text: string, direction: 1 | -1) => {
    setNote('');
    commit(stepQuantity(Number(text) || value, direction, rules));
  };
  const step = (direction: 1 | -1) => stepFrom(draft ?? String(value), direction);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      stepFrom(event.currentTarget.value, event.key === 'ArrowUp' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      commitTyped(event.currentTarget.value);
    }
  };

  return (
    <span ref={ref} className={`yp-qty yp-qty--${size}${off ? ' is-disabled' : ''}`} part="stepper">
      <button type="button" className="yp-qty__btn" aria-label={goodsText.decrease} disabled={off || value <= bounds.min} onClick={() => step(-1)}>
        −
      </button>
      <input
        className="yp-qty__input"
        inputMode="numeric"
        aria-label={label}
        role="spinbutton"
        aria-valuenow={value}
        aria-valuemin={bounds.canBuy ? bounds.min : 0}
        aria-valuemax={Number.isFinite(bounds.max) ? bounds.max : undefined}
        disabled={off}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.currentTarget.value.replace(/\D+/g, ''))}
        onBlur={(event) => commitTyped(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="yp-qty__btn" aria-label={goodsText.increase} disabled={off || value >= bounds.max} onClick={() => step(1)}>
        +
      </button>
      {unit ? <span className="yp-qty__unit">{unit}</span> : null}
      <span className="yp-qty__note" part="quantity-note" role="status">
        {note}
      </span>
    </span>
  );
}
