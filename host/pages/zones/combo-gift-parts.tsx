import { useEffect, useState } from 'react';
import type { ComboGroup } from '../../../shared/contract/combo-gifts';
import { getBus } from '../../../shared/bus';
import { Tag } from '../../../shared/ui';

/** 满 / 赠 / 换购 tags (spec §9 colours come from the tag name). */
export function ComboTags({ group }: { group: ComboGroup }) {
  return (
    <span className="ys-zhmz__tags">
      <Tag name="满" />
      <Tag name={group.gift.type === 2 ? '换购' : '赠'} />
    </span>
  );
}

/** The time left to a group's end, from the server's now: 剩余3天5小时 / 剩余5小时20分. */
export function timeLeftText(endsAt: number | null, now: number): string {
  if (endsAt === null) return '长期有效';
  const left = Math.max(0, endsAt - now);
  const days = Math.floor(left / 86_400);
  const hours = Math.floor((left % 86_400) / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  if (left === 0) return '已结束';
  return days > 0 ? `剩余${days}天${hours}小时` : `剩余${hours}小时${minutes}分`;
}

/** A reload key that changes when the cart may have changed (a line added or the count moved), so progress follows the cart. */
export function useCartVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bus = getBus();
    const bump = () => setVersion((v) => v + 1);
    const offCount = bus.on('cart:count', bump);
    // The cart model toasts once the server has accepted an add (also when the count is unchanged).
    const offToast = bus.on('ui:toast', (toast) => {
      if (toast.kind === 'success') bump();
    });
    return () => {
      offCount();
      offToast();
    };
  }, []);
  return version;
}
