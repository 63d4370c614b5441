import { useAsync } from '../../../shared/ui';
import { DealLayout, ZoneGoods } from './deal-layout';
import './cashback.css';
import { formatDate, formatYuan } from '../../../shared/domain';
import { cashbackApi } from '../../../shared/api/resources/cashback';

/**
 * /hb 满额返现: banner and rules, the activity's tiers as the side nav (what
 * an order of these goods earns), and the goods. The cashback reaches the
 * wallet when the order completes (lifecycle job).
 */
export default function HbPage() {
  const activity = useAsync(() => cashbackApi.cashbackZone({}, { silent: true }), []);
  const info = activity.data;
  return (
    <DealLayout zone="hb" title="满额返现">
      <div className="yp-zone-side">
        <nav className="yp-zone-side__nav" aria-label="返现档位">
          <h2>返现档位</h2>
          {info ? (
            <ul>
              {info.tiers.map((tier) => (
                <li key={tier.amount} className="yp-zone-side__tier">
                  <span>
                    满{formatYuan(tier.amount)} 返<strong>{formatYuan(tier.cashback)}</strong>
                  </span>
                </li>
              ))}
              <li>
                <span>
                  活动时间：{formatDate(info.starts_at)} 至 {formatDate(info.ends_at)}
                </span>
              </li>
            </ul>
          ) : (
            <ul>
              <li>
                <span>{activity.status === 'loading' ? '加载中…' : '当前没有进行中的返现活动'}</span>
              </li>
            </ul>
          )}
        </nav>
        <div className="yp-zone-side__main">
          {info ? <p className="yp-zone-side__note">{info.name}：订单中以下商品实付满额即返现，确认收货后返至「我的钱包」余额。</p> : null}
          <ZoneGoods zone="hb" title="返现商品" />
        </div>
      </div>
    </DealLayout>
  );
}
