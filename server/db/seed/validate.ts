import { parseYuan } from '../../../shared/domain/money';
import type { SeedCategory, SeedCategoryPath } from './data/types';
import type { SeedData } from './seed-data';

/** Key of a category path, used to find its leaf id. */
export function pathKey(path: readonly string[]): string {
  return path.join(' > ');
}

/** Every [top, middle, leaf] path of the tree. */
export function leafPaths(tree: readonly SeedCategory[]): Set<string> {
  const paths = new Set<string>();
  for (const top of tree) {
    for (const middle of top.children ?? []) {
      for (const leaf of middle.children ?? []) paths.add(pathKey([top.name, middle.name, leaf.name]));
    }
  }
  return paths;
}

/**
 * Checks the curated data before anything is written, so a typo fails the
 * seed with the goods and path named instead of a foreign-key error halfway.
 * Collects every problem, one per line.
 */
export function validateSeedData(data: SeedData): void {
  const problems: string[] = [];
  const leaves = leafPaths(data.categoryTree);

  data.categoryTree.forEach((top) => {
    if (!top.icon) problems.push(`顶级分类「${top.name}」缺少 icon`);
    for (const middle of top.children ?? []) {
      if (!middle.children || middle.children.length === 0) {
        problems.push(`分类「${top.name} > ${middle.name}」没有第三级分类`);
      }
    }
  });

  const checkYuan = (what: string, value: string) => {
    const fen = parseYuan(value);
    if (fen === null || fen < 0) problems.push(`${what}的金额「${value}」不是有效的元金额`);
  };

  data.curatedGoods.forEach((goods, index) => {
    const label = `第 ${index + 1} 个商品「${goods.name}」`;
    const path: SeedCategoryPath = goods.category;
    if (path.length !== 3 || !leaves.has(pathKey(path))) {
      problems.push(`${label}的分类路径不存在：${pathKey(path)}`);
    }
    checkYuan(`${label}价格`, goods.price);
    checkYuan(`${label}零售价`, goods.retail);
    for (const tier of goods.ladder?.tiers ?? []) checkYuan(`${label}阶梯价`, tier.price);
    if (!Number.isInteger(goods.stock) || goods.stock < 0) problems.push(`${label}的库存不正确：${goods.stock}`);
    if (!Number.isInteger(goods.step) || goods.step < 1) problems.push(`${label}的中包装不正确：${goods.step}`);
    if (Number.isNaN(Date.parse(goods.expiry))) problems.push(`${label}的有效期至不是日期：${goods.expiry}`);
  });

  data.buyers.forEach((buyer) => {
    if (!data.accountManagers[buyer.managerIndex]) {
      problems.push(`买家「${buyer.username}」的 managerIndex ${buyer.managerIndex} 没有对应的客户经理`);
    }
    checkYuan(`买家「${buyer.username}」钱包余额`, buyer.walletBalance);
  });
  const usernames = data.buyers.map((buyer) => buyer.username);
  const duplicate = usernames.find((name, i) => usernames.indexOf(name) !== i);
  if (duplicate) problems.push(`买家用户名重复：${duplicate}`);
  if (data.accountManagers.filter((manager) => manager.isDefault).length !== 1) {
    problems.push('客户经理中应当恰好有一位 isDefault（客服中心）');
  }

  if (problems.length > 0) {
    throw new Error(`种子数据有误 / invalid seed data:\n- ${problems.join('\n- ')}`);
  }
}
