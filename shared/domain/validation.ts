// docs/product/validation.md field rules. Values are validated exactly as given, without
// trimming: the form layer decides whether to trim before it asks, so a value
// that would be sent with spaces is never reported valid.
// Only ASCII letters and digits are accepted; full-width digits are not.

// 11 digits, first 1, second 3 to 9 (docs/product/validation.md).
const MOBILE_PHONE = /^1[3-9]\d{9}$/;

// Area code of 3 to 4 digits, hyphen, 7 to 8 digits (docs/product/validation.md). The spec does not
// require the area code to start with 0, so neither do we; extensions
// ("-123" after the number) are not part of the rule and are rejected.
const LANDLINE = /^\d{3,4}-\d{7,8}$/;

// Letters, digits, underscore, hyphen, then @, a domain, and at least one
// dot part (docs/product/validation.md). Taken literally: a dot in the local part (first.last@...) is
// outside the rule and is rejected.
const EMAIL = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+$/;

export function isMobilePhone(value: string): boolean {
  return MOBILE_PHONE.test(value);
}

export function isLandline(value: string): boolean {
  return LANDLINE.test(value);
}

/** docs/product/validation.md: a phone field accepts either a mobile number or a landline. */
export function isPhone(value: string): boolean {
  return isMobilePhone(value) || isLandline(value);
}

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** A contact field asking for 手机号或邮箱: a phone number (mobile or landline) or an email. */
export function isPhoneOrEmail(value: string): boolean {
  return isPhone(value) || isEmail(value);
}
