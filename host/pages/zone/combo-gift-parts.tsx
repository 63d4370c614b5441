import { useEffect, useState } from 'react';
import type { ComboGroup } from '../../../shared/contract/combo-gift';
import { getBus } from '../../../shared/bus';
import { cart } from '../../../shared/store';
import { Tag } from '../../../shared/ui';

/** 满 / 赠 / 换购 tags (docs/product/constants.md colours come from the tag name). */
export function ComboTags({ group }: { group: ComboGroup }) {
  return (
    <span className="yp-zhmz__tags">
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

/** A reload key that changes when the cart changed (docs/product/entities.md cart store `action`: goods added or lines deleted, or the count moved), so progress follows the cart. */
export function useCartVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    const offCount = getBus().on('cart:count', bump);
    // The action is heard even when the count stays (more of a goods already in the cart).
    const opened = cart.action.value;
    const offAction = cart.action.subscribe((action) => {
      if (action && action !== opened) bump();
    });
    return () => {
      offCount();
      offAction();
    };
  }, []);
  return version;
}
