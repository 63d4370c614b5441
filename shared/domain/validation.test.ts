import { describe, expect, it } from 'vitest';
import { isEmail, isLandline, isMobilePhone, isPhone, isPhoneOrEmail } from './validation';

describe('isMobilePhone', () => {
  it.each([
    { value: '13812345678', valid: true, rule: 'second digit 3' },
    { value: '19912345678', valid: true, rule: 'second digit 9' },
    { value: '15000000000', valid: true, rule: '11 digits starting 15' },
    { value: '12812345678', valid: false, rule: 'second digit 2 is out of 3-9' },
    { value: '10812345678', valid: false, rule: 'second digit 0 is out of 3-9' },
    { value: '23812345678', valid: false, rule: 'first digit must be 1' },
    { value: '1381234567', valid: false, rule: '10 digits is too short' },
    { value: '138123456789', valid: false, rule: '12 digits is too long' },
    { value: '1381234567a', valid: false, rule: 'digits only' },
    { value: ' 13812345678', valid: false, rule: 'not trimmed' },
    { value: '13812345678\n', valid: false, rule: 'no trailing newline' },
    { value: '+8613812345678', valid: false, rule: 'no country code' },
    { value: '', valid: false, rule: 'empty' },
  ])('docs/product/validation.md: phone 11 digits, first 1, second 3-9 — $value ($rule) → $valid', ({ value, valid }) => {
    expect(isMobilePhone(value)).toBe(valid);
  });
});

describe('isLandline', () => {
  it.each([
    { value: '010-12345678', valid: true, rule: '3-digit area, 8 digits' },
    { value: '0571-1234567', valid: true, rule: '4-digit area, 7 digits' },
    { value: '0571-12345678', valid: true, rule: '4-digit area, 8 digits' },
    { value: '010-1234567', valid: true, rule: '3-digit area, 7 digits' },
    { value: '01-12345678', valid: false, rule: 'area code too short' },
    { value: '01234-1234567', valid: false, rule: 'area code too long' },
    { value: '010-123456', valid: false, rule: 'number too short' },
    { value: '010-123456789', valid: false, rule: 'number too long' },
    { value: '01012345678', valid: false, rule: 'hyphen required' },
    { value: '010 12345678', valid: false, rule: 'space is not a hyphen' },
    { value: '010-12345678-123', valid: false, rule: 'no extension' },
    { value: '(010)12345678', valid: false, rule: 'no parentheses' },
  ])('docs/product/validation.md: landline area 3-4 digits, hyphen, 7-8 digits — $value ($rule) → $valid', ({ value, valid }) => {
    expect(isLandline(value)).toBe(valid);
  });
});

describe('isPhone', () => {
  it.each([
    { value: '13812345678', valid: true },
    { value: '0571-1234567', valid: true },
    { value: '12812345678', valid: false },
    { value: '0571-123456', valid: false },
    { value: '', valid: false },
  ])('docs/product/validation.md: mobile or landline — $value → $valid', ({ value, valid }) => {
    expect(isPhone(value)).toBe(valid);
  });
});

describe('isEmail', () => {
  it.each([
    { value: 'buyer@example.com', valid: true, rule: 'plain' },
    { value: 'buyer_01-a@yao-pi.com.cn', valid: true, rule: 'underscore, hyphen, several dot parts' },
    { value: 'A1@B2.CN', valid: true, rule: 'upper case letters' },
    { value: 'buyer@localhost', valid: false, rule: 'needs at least one dot part' },
    { value: '@example.com', valid: false, rule: 'empty local part' },
    { value: 'buyer@.com', valid: false, rule: 'empty domain' },
    { value: 'buyer@example.', valid: false, rule: 'empty dot part' },
    { value: 'buyer@example..com', valid: false, rule: 'empty middle dot part' },
    { value: 'first.last@example.com', valid: false, rule: 'dot is not in the local-part characters' },
    { value: 'a+b@example.com', valid: false, rule: 'plus is not allowed' },
    { value: 'buyer@@example.com', valid: false, rule: 'one at sign' },
    { value: 'buyerexample.com', valid: false, rule: 'at sign required' },
    { value: 'buyer@example.com ', valid: false, rule: 'not trimmed' },
    { value: '买家@example.com', valid: false, rule: 'ASCII letters only' },
    { value: '', valid: false, rule: 'empty' },
  ])('docs/product/validation.md: email letters/digits/_/- @ domain .part — $value ($rule) → $valid', ({ value, valid }) => {
    expect(isEmail(value)).toBe(valid);
  });
});

describe('isPhoneOrEmail', () => {
  it.each([
    { value: '13812345678', valid: true, rule: 'mobile' },
    { value: '0311-86051234', valid: true, rule: 'landline' },
    { value: 'buyer@example.com', valid: true, rule: 'email' },
    { value: '微信 kangtai88', valid: false, rule: 'any other text' },
    { value: '1381234567', valid: false, rule: 'ten digits' },
    { value: 'buyer@localhost', valid: false, rule: 'email without a dot part' },
    { value: '', valid: false, rule: 'empty (an optional field checks emptiness itself)' },
  ])('联系方式 手机号或邮箱 — $value ($rule) → $valid', ({ value, valid }) => {
    expect(isPhoneOrEmail(value)).toBe(valid);
  });
});
