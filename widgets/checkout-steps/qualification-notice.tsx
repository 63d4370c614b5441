import { UNVERIFIED_BUYER_MESSAGE, type UserState } from '../../shared/contract/user';
import { session } from '../../shared/store/session';
import { Icon } from '../../shared/ui/icon';
import { useSignalValue } from '../../shared/ui/use-signal-value';
import { checkoutText as text } from './checkout-steps.text';

/**
 * Why this buyer cannot order yet, or null. The server refuses the order
 * (422 on `user`) whatever the page shows; the page says so first, from the
 * session's is_passed or a preview that answered can_order 0.
 */
export function useOrderBlock(preview?: { can_order: 0 | 1; blocked_reason: string } | null): string | null {
  const user = useSignalValue(session.user);
  if (preview && preview.can_order === 0) return preview.blocked_reason || UNVERIFIED_BUYER_MESSAGE;
  return user && user.is_passed === 0 ? UNVERIFIED_BUYER_MESSAGE : null;
}

/** Who to call: the buyer's account manager, else the service hot line. */
function contactOf(user: UserState | null): string {
  const phone = user?.admin.phone || user?.common_config.hot_line || '';
  if (!phone) return '';
  return user?.admin.is_default === 0 && user.admin.name ? text.contactManager(user.admin.name, phone) : text.contactHotLine(phone);
}

/**
 * The notice at the top of the cart and confirm steps. Contact details, no
 * link: the qualification page (/zhzx/basic/zzzj) comes with the onboarding
 * work, and the site never links to a page that does not exist.
 */
export function QualificationNotice({ reason }: { reason: string }) {
  const user = useSignalValue(session.user);
  const contact = contactOf(user);
  return (
    <div className="yp-co__notice yp-co__notice--block" role="note" part="qualification-notice">
      <Icon name="warning" />
      <span>
        <strong>{reason}</strong>
        {contact ? <span className="yp-co__notice-contact">{contact}</span> : null}
      </span>
    </div>
  );
}
