import { describe, expect, it } from 'vitest';
import { activityTags, tagColor, visibleTags } from './tags';

describe('tagColor', () => {
  it.each([
    { name: '优', color: 'red' },
    { name: '秒', color: 'red' },
    { name: '特', color: 'red' },
    { name: '新', color: 'red' },
    { name: '满', color: 'orange' },
    { name: '换购', color: 'blue' },
    { name: '赠', color: 'pink' },
  ])('docs/product/constants.md: tag colours — exact marker $name is $color', ({ name, color }) => {
    expect(tagColor(name)).toBe(color);
  });

  it.each([
    { name: '秒杀', color: 'red', why: 'first character 秒' },
    { name: '特价', color: 'red', why: 'first character 特' },
    { name: '新品', color: 'red', why: 'first character 新' },
    { name: '优选', color: 'red', why: 'first character 优' },
    { name: '满减', color: 'orange', why: 'first character 满' },
    { name: '满赠', color: 'orange', why: 'first character decides, not a later 赠' },
    { name: '赠品', color: 'pink', why: 'first character 赠' },
    { name: '加价换购', color: 'blue', why: '换购 anywhere' },
    { name: '满额换购', color: 'blue', why: '换购 wins over a leading 满' },
    { name: ' 满 ', color: 'orange', why: 'surrounding whitespace ignored' },
    { name: '换', color: 'grey', why: 'half of 换购 is not a marker' },
    { name: '近效期', color: 'grey', why: 'no marker' },
    { name: '控销', color: 'grey', why: 'no marker' },
    { name: '包邮优惠', color: 'grey', why: '优 not at the start' },
    { name: '', color: 'grey', why: 'empty name' },
    { name: 'constructor', color: 'grey', why: 'not an inherited object key' },
    { name: 'toString', color: 'grey', why: 'not an inherited object key' },
  ])('docs/product/constants.md: tag colours — $name is $color ($why)', ({ name, color }) => {
    expect(tagColor(name)).toBe(color);
  });
});

describe('visibleTags', () => {
  const tags = [
    { name: '优', is_show: 1 },
    { name: '秒', is_show: 0 },
    { name: '特', is_show: true },
    { name: '新', is_show: false },
    { name: '满', is_show: '1' },
    { name: '赠', is_show: '0' },
    { name: '换购', is_show: null },
    { name: '促' },
  ];

  it.each([
    { input: tags, names: ['优', '特', '满'], why: 'keeps is_show 1/true/"1", drops 0/false/"0"/null/missing' },
    { input: [], names: [], why: 'empty list' },
    { input: null, names: [], why: 'null list' },
    { input: undefined, names: [], why: 'missing list' },
  ])('docs/product/entities.md: goods tags with is_show — $why', ({ input, names }) => {
    expect(visibleTags(input).map((tag) => tag.name)).toEqual(names);
  });
});

describe('activityTags', () => {
  const tag = (name: string, describe = '', is_show = 1) => ({ name, describe, is_show, isLadder: 0 });
  it.each([
    { tags: [tag('满减', '满1000减50')], names: ['满减'], rule: '满减 with its rule' },
    { tags: [tag('赠', '买10盒赠1盒'), tag('加价换购', '加1元换购棉签')], names: ['赠', '加价换购'], rule: '赠 and 换购, order kept' },
    { tags: [tag('特', '限时特价')], names: ['特'], rule: '特价' },
    { tags: [tag('优', '优选商品'), tag('新', '新品上架'), tag('秒', '秒杀')], names: [], rule: 'not promotions' },
    { tags: [tag('满减', '')], names: [], rule: 'nothing to say' },
    { tags: [tag('满减', '满1000减50', 0)], names: [], rule: 'hidden' },
    { tags: [], names: [], rule: 'none' },
  ])('$rule', ({ tags, names }) => {
    expect(activityTags(tags).map((t) => t.name)).toEqual(names);
  });
});
