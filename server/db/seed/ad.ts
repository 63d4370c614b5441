import type { Transaction as Tx } from '../client';
import { banners } from '../schema';

const DAY_MS = 24 * 60 * 60 * 1000;

interface SeedAd {
  position: 'top' | 'top_right' | 'right' | 'login' | 'broadcast';
  title: string;
  subtitle?: string;
  url: string;
  theme?: { from: string; to: string; accent: string };
  /** Days from seeding; undefined: open on that end. */
  startsInDays?: number;
  endsInDays?: number;
}

// Broadcast lines have no image; the theme columns still need values.
const PLAIN = { from: '#1a7fd4', to: '#0f5fa8', accent: '#ffb020' };

/**
 * The placed ads and the scrolling notice. Schedules are relative to the
 * moment of seeding, so a fresh database always has live ads, one that has
 * ended and one still to come (both hidden until their time).
 */
const ADS: SeedAd[] = [
  {
    position: 'top',
    title: '冬季流感备货季 · 抗病毒专场',
    subtitle: '奥司他韦、连花清瘟、板蓝根 大厂直供 满3000减150',
    url: '/search?keywords=%E6%84%9F%E5%86%92',
    theme: { from: '#d9362b', to: '#ff7a45', accent: '#fff1b8' },
    startsInDays: -3,
    endsInDays: 45,
  },
  {
    position: 'top',
    title: '年终采购节 · 全场满减叠加用券',
    subtitle: '活动期间每日10点发放满减券',
    url: '/list',
    theme: { from: '#7b3fe4', to: '#c06cf2', accent: '#ffd54f' },
    startsInDays: 20,
    endsInDays: 35,
  },
  {
    position: 'top',
    title: '国庆备货季 · 器械包邮',
    subtitle: '已结束的活动',
    url: '/list',
    theme: { from: '#0f9d8a', to: '#47d1b4', accent: '#ffffff' },
    startsInDays: -60,
    endsInDays: -30,
  },
  {
    position: 'top_right',
    title: '品牌馆 正品直供',
    subtitle: '华润 · 石药 · 扬子江',
    url: '/ppzq',
    theme: { from: '#1f6fd1', to: '#4fb3ff', accent: '#ffe082' },
    startsInDays: -3,
  },
  {
    position: 'right',
    title: '快捷采购',
    subtitle: '常购清单一键补货',
    url: '/zzfw/kjcg',
    theme: { from: '#ff7a18', to: '#ffb347', accent: '#ffffff' },
    startsInDays: -3,
  },
  {
    position: 'login',
    title: '药店采购 就上药批',
    subtitle: '3万+品种 · 大厂直供 · 省内次日达 · 资质齐全',
    url: '/list',
    theme: { from: '#1a7fd4', to: '#49b1ff', accent: '#ffd666' },
    startsInDays: -3,
  },
  {
    position: 'broadcast',
    title: '冬季流感备货季火热进行中，抗病毒类药品满3000减150',
    url: '/search?keywords=%E6%84%9F%E5%86%92',
    startsInDays: -3,
    endsInDays: 45,
  },
  {
    position: 'broadcast',
    title: '资质即将到期的会员请及时在“资质证件”中上传新证照，以免影响采购',
    url: '/zhzx/basic/zzzj',
  },
];

export async function seedAdPlacements(tx: Tx, now = new Date()): Promise<void> {
  const at = (days: number | undefined) => (days === undefined ? null : new Date(now.getTime() + days * DAY_MS));
  await tx.insert(banners).values(
    ADS.map((ad, index) => {
      const theme = ad.theme ?? PLAIN;
      return {
        position: ad.position,
        title: ad.title,
        subtitle: ad.subtitle ?? '',
        url: ad.url,
        themeFrom: theme.from,
        themeTo: theme.to,
        themeAccent: theme.accent,
        sort: index + 1,
        startsAt: at(ad.startsInDays),
        endsAt: at(ad.endsInDays),
      };
    }),
  );
}
