// The API sends yes/no fields as 1/0 (is_selected, is_buy, is_youx, ...).
// Domain rules accept true/false too, so callers holding booleans need no
// conversion; any other value is neither on nor off.

export type Flag = number | boolean;

export function isOn(flag: Flag | null | undefined): boolean {
  return flag === 1 || flag === true;
}

export function isOff(flag: Flag | null | undefined): boolean {
  return flag === 0 || flag === false;
}
