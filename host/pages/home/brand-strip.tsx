import { Link } from 'react-router';
import type { Brand } from '../../../shared/contract';

/** Brands shown under the carousel: one row. */
export const BRAND_STRIP_MAX = 5;

/** The brand-zone row under the carousel (品牌专区, /ppzq/info/{id}). */
export function BrandStrip({ brands }: { brands: Brand[] }) {
  const shown = brands.slice(0, BRAND_STRIP_MAX);
  if (shown.length === 0) return null;
  return (
    <section className="yp-brands" aria-labelledby="yp-brands-title">
      <h2 id="yp-brands-title" className="yp-brands__title">
        <span>品牌</span>
        <span>专区</span>
      </h2>
      <ul className="yp-brands__list">
        {shown.map((brand) => (
          <li key={brand.id}>
            <Link to={`/ppzq/info/${brand.id}`} className="yp-brands__card" title={brand.sccj}>
              <img src={brand.logo} alt="" width={120} height={48} />
              <strong>{brand.name}</strong>
              <small>{brand.sccj}</small>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
