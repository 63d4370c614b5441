import { defineWidget } from '../../shared/elements/register';
import { Lottery } from './lottery.component';
import css from './lottery.css?inline';

/**
 * <yp-lottery [api-base] [site] [token]>
 *
 * The lottery pop-up (docs/product/routes.md "Lottery pop-up", docs/product/states.md): shows itself at the
 * bottom of the page when the running activity lets this buyer draw, and
 * nothing otherwise. Parts: panel, banner, prizes, draw-button, result.
 */
export const LOTTERY_TAG = 'yp-lottery';

defineWidget(LOTTERY_TAG, Lottery, { css: [css] });
