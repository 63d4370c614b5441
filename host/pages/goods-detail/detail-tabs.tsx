import { useId, useState } from 'react';
import type { GoodsDetail } from '../../../shared/contract';
import { expiryText, KIND_LABELS, RX_LABELS } from './detail-labels';
import { goodsTitle } from '../../../shared/ui/goods/goods-title';

type TabKey = 'detail' | 'leaflet';
const TABS: { key: TabKey; label: string }[] = [
  { key: 'detail', label: '商品详情' },
  { key: 'leaflet', label: '说明书要点' },
];

/** The lower part of the detail page: the goods' facts, and the leaflet's points (usage, storage). */
export function DetailTabs({ goods }: { goods: GoodsDetail }) {
  const [tab, setTab] = useState<TabKey>('detail');
  const base = useId();
  const rows: [string, string][] = [
    ['通用名称', goods.name],
    ['商品名称', goods.brand || goodsTitle(goods)],
    ['规格', goods.ypgg],
    ['包装单位', goods.bzdw],
    ['生产厂家', goods.sccj],
    ['批准文号', goods.approval],
    ['商品类型', KIND_LABELS[goods.kind] ?? '其他'],
    ['处方类别', RX_LABELS[goods.rx] ?? '非药品'],
    ['效期', expiryText(goods.expiry_date, goods.valid_months)],
    ['中包装', `${goods.step}${goods.bzdw}`],
  ];
  return (
    <section className="yp-detail-tabs">
      <div role="tablist" className="yp-detail-tabs__list" aria-label="商品信息">
        {TABS.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={`${base}-${item.key}-tab`}
            aria-controls={`${base}-${item.key}`}
            aria-selected={tab === item.key}
            className="yp-detail-tabs__tab"
            onClick={() => setTab(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-detail`} aria-labelledby={`${base}-detail-tab`} hidden={tab !== 'detail'} className="yp-detail-tabs__panel">
        <table className="yp-facts">
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div role="tabpanel" id={`${base}-leaflet`} aria-labelledby={`${base}-leaflet-tab`} hidden={tab !== 'leaflet'} className="yp-detail-tabs__panel">
        <dl className="yp-leaflet">
          <dt>用法用量</dt>
          <dd>{goods.usage || '请仔细阅读说明书并按说明使用或在药师指导下购买和使用。'}</dd>
          <dt>贮藏</dt>
          <dd>{goods.storage || '详见说明书。'}</dd>
          {goods.rx === 'rx' ? (
            <>
              <dt>购买提示</dt>
              <dd>处方药须凭医师处方销售、购买和使用。</dd>
            </>
          ) : null}
        </dl>
      </div>
    </section>
  );
}
