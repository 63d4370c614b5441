import { Notifier } from '../../shared/ui/notifier';
import { defineWidget } from '../../shared/elements/register';

/**
 * <yp-notifier>: shows the page's alerts and toasts ('ui:alert', 'ui:toast'
 * on the bus) on a partner page, where no host renders the Notifier. The
 * embed bundle appends one to <body> (widgets/index.ts); a partner may place
 * it themselves to choose where it sits in the DOM.
 */
export const NOTIFIER_TAG = 'yp-notifier';

defineWidget(NOTIFIER_TAG, Notifier, {});
