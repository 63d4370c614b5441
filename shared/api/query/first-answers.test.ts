// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../../contract/define-call';
import { FIRST_ANSWERS_ELEMENT_ID } from '../../domain/first-answers';
import { createApi } from '../client';
import { firstAnswersLeft, forgetFirstAnswers, takeFirstAnswer } from './first-answers';
import { query } from './query';

/** Writes the answers element as the server does and makes the module read it afresh. */
function writeAnswers(answers: Record<string, unknown>, type = 'application/json'): void {
  document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
  const element = document.createElement('script');
  element.type = type;
  element.id = FIRST_ANSWERS_ELEMENT_ID;
  element.textContent = JSON.stringify(answers);
  document.body.append(element);
  delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('yaopi.api.first-answers.v1')];
}

afterEach(() => {
  forgetFirstAnswers();
  document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
});

describe('first answers', () => {
  it('hands each answer out once, to the GET spelled either way', () => {
    writeAnswers({ '/api/goods/list?page=1&per_page=20&sort=default': { total: 3 }, '/api/focus': { banners: [] } });
    expect(firstAnswersLeft()).toBe(2);
    expect(takeFirstAnswer('/api/goods/list?sort=default&per_page=20&page=1')).toEqual({ data: { total: 3 } });
    expect(takeFirstAnswer('/api/goods/list?page=1&per_page=20&sort=default')).toBeUndefined();
    expect(takeFirstAnswer('/api/goods/list?page=2&per_page=20&sort=default')).toBeUndefined();
    expect(firstAnswersLeft()).toBe(1);
  });

  it('keeps an answer that is null (no login advertisement) apart from no answer', () => {
    writeAnswers({ '/api/focus/login': null });
    expect(takeFirstAnswer('/api/focus/login')).toEqual({ data: null });
  });

  it('forgets what is left once the page is left', () => {
    writeAnswers({ '/api/focus': { banners: [] } });
    forgetFirstAnswers();
    expect(takeFirstAnswer('/api/focus')).toBeUndefined();
    expect(firstAnswersLeft()).toBe(0);
  });

  it.each([
    ['not JSON', 'text/plain', { '/api/focus': 1 }],
    ['an array', 'application/json', [1, 2]],
  ])('reads nothing from an element that is %s', (_name, type, content) => {
    writeAnswers(content as Record<string, unknown>, type);
    expect(takeFirstAnswer('/api/focus')).toBeUndefined();
  });

  it('a GET call takes its answer from the page without fetching, and fetches the next one', async () => {
    writeAnswers({ '/api/goods/detail/7': { id: 7, name: '阿莫西林胶囊' } });
    const fetched: string[] = [];
    const api = createApi({
      fetch: ((url: string) => {
        fetched.push(String(url));
        return Promise.resolve(new Response(JSON.stringify({ code: 10000, message: 'ok', data: { id: 7, name: '新的' } }), { status: 200 }));
      }) as typeof fetch,
    });
    const detail = defineCall({
      output: z.object({ id: z.number(), name: z.string() }),
      method: 'GET',
      path: '/api/goods/detail/:id',
      access: 'optional',
      input: z.object({ id: z.number() }),
    });
    await expect(query(detail, { id: 7 }, { api })).resolves.toEqual({ id: 7, name: '阿莫西林胶囊' });
    expect(fetched).toEqual([]);
    await expect(query(detail, { id: 7 }, { api })).resolves.toEqual({ id: 7, name: '新的' });
    expect(fetched).toHaveLength(1);
  });
});
