import { defineWidget } from '../../shared/elements/register';
import { Lottery } from './lottery.component';
import css from './lottery.css?inline';

/**
 * <yp-lottery [api-base] [site] [token]>
 *
 * The lottery pop-up (spec §2 "Lottery pop-up", §4): shows itself at the
 * bottom of the page when the running activity lets this buyer draw, and
 * nothing otherwise. Parts: panel, banner, prizes, draw-button, result.
 */
export const LOTTERY_TAG = 'yp-lottery';

defineWidget(LOTTERY_TAG, Lottery, { css: [css] });
