import { describe, expect, it } from 'vitest';
import { PAY_PASSWORD_MESSAGES as M, payPasswordProblem } from './pay-password';

describe('payPasswordProblem', () => {
  it.each([
    ['', '', M.format],
    ['12345', '', M.format],
    ['1234567', '', M.format],
    ['12a456', '', M.format],
    ['１２３４５７', '', M.format],
    [' 93721', '', M.format],
    ['000000', '', M.sameDigits],
    ['888888', '', M.sameDigits],
    ['012345', '', M.sequence],
    ['123456', '', M.sequence],
    ['456789', '', M.sequence],
    ['654321', '', M.sequence],
    ['987654', '', M.sequence],
    ['543210', '', M.sequence],
    ['138000', '13800138000', M.phone],
    ['200138', '0531-8200-0138', ''],
    ['820138', '0531-88820138', M.phone],
    ['193746', '', ''],
    ['135790', '', ''],
    ['123457', '', ''],
    ['890123', '', ''],
    ['138000', '', ''],
    ['138001', '13800138000', ''],
  ])('%j with phone %j → %j', (password, phone, expected) => {
    expect(payPasswordProblem(password, phone)).toBe(expected);
  });
});
