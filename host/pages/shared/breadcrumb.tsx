import { Link } from 'react-router';
import './breadcrumb.css';

export interface Crumb {
  label: string;
  /** A site path; the last crumb (where the buyer is) has none. */
  to?: string;
}

/** Where the buyer is: 首页 > … > here. The last crumb is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav className="ys-crumbs" aria-label="当前位置">
      <ol>
        <li>
          <Link to="/">首页</Link>
        </li>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`}>
            <span className="ys-crumbs__sep" aria-hidden="true">
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
