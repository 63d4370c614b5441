import { describe, expect, it } from 'vitest';
import { helpArticle } from '../../shared/contract/calls/article';
import { checkAgainstContract, type ContractBreach } from './contract-check';

const article = { id: 66, title: '药品经营许可证', body: '正文', category: { id: 1, name: '服务保障' }, created_at: 1_790_000_000 };

describe('checkAgainstContract', () => {
  it.each([
    ['a field of the wrong type', { ...article, id: '66' }, 'id: '],
    ['a missing field', { ...article, title: undefined }, 'title: '],
    ['a field the contract does not name', { ...article, body_html: '<p>正文</p>' }, '(data): '],
    ['a nested field the contract does not name', { ...article, category: { ...article.category, secret: 1 } }, 'category: '],
    ['null for an object', null, '(data): '],
  ])('reports and throws on %s', (_, data, issueStart) => {
    const breaches: ContractBreach[] = [];
    expect(() => checkAgainstContract(helpArticle, data, (b) => breaches.push(b))).toThrow(/GET \/api\/article\/:id answered a shape/);
    expect(breaches).toHaveLength(1);
    expect(breaches[0]!.issues[0]).toMatch(new RegExp(`^${issueStart.replace(/[().]/g, '\\$&')}`));
  });

  it('lets an answer the contract describes through without a report', () => {
    const breaches: ContractBreach[] = [];
    checkAgainstContract(helpArticle, article, (b) => breaches.push(b));
    expect(breaches).toEqual([]);
  });
});
