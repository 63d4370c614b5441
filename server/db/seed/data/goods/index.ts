import type { SeedGoods } from '../types';
import { deviceGoods } from './devices';
import { healthGoods } from './health';
import { patentGoods } from './patent';
import { slicesGoods } from './slices';
import { westernGoods } from './western';

export { deviceGoods, healthGoods, patentGoods, slicesGoods, westernGoods };

/** All curated goods, in display order: 西药, 中成药, 中药饮片, 医疗器械, 保健/计生/个护/消毒/母婴. */
export const curatedGoods: SeedGoods[] = [...westernGoods, ...patentGoods, ...slicesGoods, ...deviceGoods, ...healthGoods];
