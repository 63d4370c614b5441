import { zoneApi } from '../../../shared/api/resources/zone';
import { LoadFailed, Loading, useAsync } from '../../../shared/ui';
import './zone.css';

/**
 * /yx/rule: the free-shipping zone's rules alone, without header or footer
 * (docs/product/routes.md), for the zone's 规则 link and for framing in the app.
 */
export default function YxRulePage() {
  const focus = useAsync(() => zoneApi.zoneFocusOf('yx'), []);
  if (focus.status === 'loading') return <Loading />;
  if (focus.status === 'error') {
    return <LoadFailed compact text="包邮规则加载失败" onRetry={focus.reload} />;
  }
  return (
    <div className="yp-zone yp-zone--rule">
      <section className="yp-zone__rules" aria-label="包邮规则">
        <h1>{focus.data.title} · 包邮规则</h1>
        <ol>
          {focus.data.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
