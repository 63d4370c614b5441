import { describe, expect, it } from 'vitest';
import { API_BASE_BY_ENV, apiBaseFor, environmentOf, getConfig } from './config';

// docs/product/calls.md: "Base host depends on environment (production, test, development)."
// Distinct hosts here, so each case shows which one a build takes.
const HOSTS = { production: 'https://api.yaopi.example', test: 'https://test-api.yaopi.example', development: 'http://127.0.0.1:8080' };

describe('the base host per environment (docs/product/calls.md)', () => {
  it.each([
    { build: 'the site (vite build --mode site)', env: { MODE: 'site', DEV: false }, environment: 'production' },
    { build: 'the server render (--mode ssr)', env: { MODE: 'ssr', DEV: false }, environment: 'production' },
    { build: 'the embed bundle (--mode embed)', env: { MODE: 'embed', DEV: false }, environment: 'production' },
    { build: 'the dev server (npm run dev)', env: { MODE: 'development', DEV: true }, environment: 'development' },
    { build: 'the unit tests (vitest)', env: { MODE: 'test', DEV: true }, environment: 'test' },
  ] as const)('$build runs in $environment and takes its host', ({ env, environment }) => {
    expect(environmentOf(env)).toBe(environment);
    expect(apiBaseFor(env, HOSTS)).toBe(HOSTS[environment]);
  });

  it('takes VITE_API_BASE over the environment, when a build sets it', () => {
    expect(apiBaseFor({ MODE: 'site', DEV: false, VITE_API_BASE: 'https://edge.yaopi.example' }, HOSTS)).toBe('https://edge.yaopi.example');
    expect(apiBaseFor({ MODE: 'site', DEV: false, VITE_API_BASE: '' }, HOSTS)).toBe(HOSTS.production);
  });

  it('serves the API from the site itself in every environment today (docs/decisions.md ADR-001)', () => {
    expect(API_BASE_BY_ENV).toEqual({ production: '', test: '', development: '' });
    expect(getConfig().apiBase).toBe('');
  });
});
