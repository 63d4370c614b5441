import { describe, expect, it } from 'vitest';
import { nodeNameFromEnv, oauthTokenRateLimitFromEnv } from './config';

describe('nodeNameFromEnv', () => {
  const cases: [string, NodeJS.ProcessEnv, number, string][] = [
    ['NODE_NAME when set', { NODE_NAME: 'api-2' }, 3001, 'api-2'],
    ['trimmed', { NODE_NAME: '  api-2 ' }, 3001, 'api-2'],
    ['host and port when unset', {}, 3001, 'box:3001'],
    ['host and port when blank', { NODE_NAME: '  ' }, 8080, 'box:8080'],
    ['cut to 100 characters', { NODE_NAME: 'n'.repeat(300) }, 8080, 'n'.repeat(100)],
  ];
  it.each(cases)('%s', (_, env, port, name) => {
    expect(nodeNameFromEnv(env, port, 'box')).toBe(name);
  });
});

describe('oauthTokenRateLimitFromEnv', () => {
  const cases: [string, NodeJS.ProcessEnv, number][] = [
    ['60 a minute by default', {}, 60],
    ['OAUTH_TOKEN_RATE_LIMIT when a positive integer', { OAUTH_TOKEN_RATE_LIMIT: '600' }, 600],
    ['the default for an empty value', { OAUTH_TOKEN_RATE_LIMIT: '' }, 60],
    ['the default for zero (no endpoint without a limit)', { OAUTH_TOKEN_RATE_LIMIT: '0' }, 60],
    ['the default for a fraction', { OAUTH_TOKEN_RATE_LIMIT: '2.5' }, 60],
    ['the default for words', { OAUTH_TOKEN_RATE_LIMIT: 'many' }, 60],
  ];
  it.each(cases)('%s', (_, env, max) => {
    expect(oauthTokenRateLimitFromEnv(env)).toEqual({ max, timeWindowMs: 60_000 });
  });
});
