import type { ReactNode } from 'react';

/** One card of the order page (进度, 商品, 支付记录, 物流…): its part name for the host's styling, its h3 title, its body. */
export function OrderCard({ part, titleId, title, children }: { part: string; titleId: string; title: string; children: ReactNode }) {
  return (
    <section className="yp-op__card" part={part} aria-labelledby={titleId}>
      <h3 id={titleId} className="yp-op__card-title">
        {title}
      </h3>
      {children}
    </section>
  );
}
