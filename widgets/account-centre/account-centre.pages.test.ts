import { describe, expect, it } from 'vitest';
import { ACCOUNT_PAGES, accountPageOf, isAccountPage } from './account-centre.pages';

describe('the account centre pages', () => {
  it('maps each page path, and /wdxx, back to its page', () => {
    for (const [page, { path }] of Object.entries(ACCOUNT_PAGES)) expect(accountPageOf(path)).toBe(page);
    expect(accountPageOf('/wdxx')).toBe('wdxx');
    expect(accountPageOf('/zhzx')).toBeUndefined();
    expect(accountPageOf('/user')).toBeUndefined();
  });

  it('accepts only known page attributes (not inherited object keys)', () => {
    expect(isAccountPage('zzzj')).toBe(true);
    expect(isAccountPage('toString')).toBe(false);
    expect(isAccountPage('')).toBe(false);
    expect(isAccountPage(undefined)).toBe(false);
  });
});
