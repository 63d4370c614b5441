import { Link } from './link';
import { useStyles } from './use-styles';
import css from './breadcrumb.css?inline';

export interface Crumb {
  label: string;
  /** A site path; the last crumb (where the buyer is) has none. */
  to?: string;
}

/**
 * Where the buyer is: 首页 > … > here. The last crumb is the current page.
 * Its links go through navigate() (shared Link), so the same component
 * serves host pages and widgets such as <yp-account-centre>.
 */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const ref = useStyles<HTMLElement>(css);
  return (
    <nav ref={ref} className="yp-crumbs" aria-label="当前位置">
      <ol>
        <li>
          <Link to="/">首页</Link>
        </li>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`}>
            <span className="yp-crumbs__sep" aria-hidden="true">
              &gt;
            </span>
            {item.to && index < items.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
