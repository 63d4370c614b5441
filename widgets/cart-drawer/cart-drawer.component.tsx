import { useEffect, useState } from 'react';
import { loadSession } from '../../shared/store/session-load';
import { navigate } from '../../shared/bus/navigate';
import { cartLineImage, type CartItem } from '../../shared/contract/cart';
import { cartLines, deleteCartLines, refreshCart } from '../../shared/store/cart-lines';
import { session } from '../../shared/store/session';
import { assetUrl } from '../../shared/ui/asset-url';
import { useConfirm } from '../../shared/ui/confirm';
import { Empty, LoadFailed } from '../../shared/ui/empty';
import { Icon } from '../../shared/ui/icon';
import { Link } from '../../shared/ui/link';
import { Loading } from '../../shared/ui/spinner';
import { useSignalValue } from '../../shared/ui/use-signal-value';
import { useStyles } from '../../shared/ui/use-styles';
import { cartDrawerText as text } from './cart-drawer.text';
import css from './cart-drawer.css?inline';

export interface CartDrawerProps {
  /**
   * Keep the drawer shut and ask the server nothing (docs/product/routes.md Right bar: it is
   * closed on the cart page, which shows the cart itself).
   */
  closed?: boolean;
}

function CartLine({ line, busy, onRemove }: { line: CartItem; busy: boolean; onRemove: () => void }) {
  const { goods } = line;
  return (
    <li className="yp-cd__line" part="line" data-cart-id={line.id} aria-busy={busy}>
      <Link to={`/list/info/${goods.id}`} className="yp-cd__image-link" tabIndex={-1} aria-hidden="true">
        <img className="yp-cd__image" src={assetUrl(cartLineImage(goods), 56)} alt="" width={56} height={56} loading="lazy" />
      </Link>
      <div className="yp-cd__info">
        <Link to={`/list/info/${goods.id}`} className="yp-cd__name" title={goods.name} part="name">
          {goods.name}
        </Link>
        <div className="yp-cd__spec" part="spec">
          {goods.ypgg}
        </div>
        <div className="yp-cd__qty" part="quantity">
          <span className="yp-cd__number">{line.number}</span>
          <span aria-hidden="true"> × </span>
          <span className="yp-cd__price">¥{line.price}</span>
        </div>
      </div>
      <button type="button" className="yp-cd__remove" part="remove" disabled={busy} aria-label={text.removeLabel(goods.name)} onClick={onRemove}>
        <Icon name="trash" />
      </button>
    </li>
  );
}

/**
 * The cart drawer (docs/product/routes.md Right bar): the buyer's lines with image, name,
 * specification and quantity × price, a delete per line behind
 * 确定删除这件商品吗?, the selected total and 去购物车结算. A visitor is
 * asked to log in instead; nothing is fetched while `closed`.
 */
export function CartDrawer({ closed = false }: CartDrawerProps) {
  const ref = useStyles<HTMLElement>(css);
  const user = useSignalValue(session.user);
  const sessionStatus = useSignalValue(session.status);
  const lines = useSignalValue(cartLines.lines);
  const totals = useSignalValue(cartLines.totals);
  const status = useSignalValue(cartLines.status);
  const { confirm, confirmElement } = useConfirm();
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const member = Boolean(user?.company);

  useEffect(() => {
    // Alone on a partner page nobody else asked who the buyer is.
    if (session.status.value === 'idle') void loadSession();
  }, []);

  useEffect(() => {
    // The model's copy may be stale (another tab, an earlier page): re-read on open.
    if (!closed && member) void refreshCart().catch(() => undefined);
  }, [closed, member, user?.username]);

  if (closed) return null;

  const remove = async (line: CartItem) => {
    if (!(await confirm(text.confirmDelete))) return;
    setRemoving((prev) => new Set(prev).add(line.id));
    try {
      await deleteCartLines([line.id]);
    } catch {
      // The API client showed the failure message (docs/product/errors.md); the line stays.
    } finally {
      setRemoving((prev) => {
        const next = new Set(prev);
        next.delete(line.id);
        return next;
      });
    }
  };

  let body;
  if (!member) {
    body =
      sessionStatus === 'ready' ? (
        <Empty
          compact
          icon="cart"
          text={text.loginFirst}
          action={
            <Link to="/login" className="yp-btn yp-btn--primary yp-btn--small" part="login">
              {text.login}
            </Link>
          }
        />
      ) : (
        <Loading />
      );
  } else if (status === 'error' && lines.length === 0) {
    body = <LoadFailed compact text={text.failed} onRetry={() => void refreshCart().catch(() => undefined)} />;
  } else if (status !== 'ready' && lines.length === 0) {
    body = <Loading />;
  } else if (lines.length === 0) {
    body = (
      <div part="empty">
        <Empty
          compact
          icon="cart"
          text={text.empty}
          action={
            <Link to="/" className="yp-btn yp-btn--primary yp-btn--small" part="browse">
              {text.browse}
            </Link>
          }
        />
      </div>
    );
  } else {
    body = (
      <>
        <ul className="yp-cd__lines" part="lines">
          {lines.map((line) => (
            <CartLine key={line.id} line={line} busy={removing.has(line.id)} onRemove={() => void remove(line)} />
          ))}
        </ul>
        <footer className="yp-cd__footer" part="footer">
          <div className="yp-cd__sum">
            <span className="yp-cd__count">{text.lineCount(lines.length)}</span>
            <span>
              {text.selectedTotal}
              <strong className="yp-cd__total" part="total">
                ¥{totals?.selected_total ?? '0.00'}
              </strong>
            </span>
          </div>
          <button type="button" className="yp-btn yp-btn--primary yp-cd__checkout" part="checkout" onClick={() => navigate('/cart')}>
            {text.checkout}
          </button>
        </footer>
      </>
    );
  }

  return (
    <section ref={ref} className="yp-cd" part="drawer" aria-label={text.title} aria-busy={member && status === 'loading'}>
      <h2 className="yp-cd__title">{text.title}</h2>
      <div className="yp-cd__body">{body}</div>
      {confirmElement}
    </section>
  );
}
