// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { payPasswordDigits } from '../../shared/ui/pay-password-input';
import { render, type Rendered } from '../../shared/ui/testing/render';
import { PayPasswordDialog } from './pay-password-dialog';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

/** Types into a React-controlled input the way a browser does. */
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit(form: HTMLFormElement) {
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

describe('payPasswordDigits', () => {
  it.each([
    ['274951', '274951'],
    ['２７４９５１', '274951'],
    ['274 951', '274951'],
    ['27a4951x', '274951'],
    ['2749510', '274951'],
    ['abc', ''],
  ])('%j → %j', (raw, digits) => {
    expect(payPasswordDigits(raw)).toBe(digits);
  });
});

describe('PayPasswordDialog', () => {
  it('shows the order and amount, masks the password and keeps the browser from filling it in', async () => {
    view = await render(<PayPasswordDialog orderNo="YP20261124001" amount="128.50" busy={false} error="" onSubmit={() => {}} onClose={() => {}} />);
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.textContent).toContain('YP20261124001');
    expect(dialog.textContent).toContain('¥128.50');
    const input = dialog.querySelector<HTMLInputElement>('input[name="pay_password"]')!;
    expect(input.type).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(input);
  });

  it('asks for six digits before sending, then sends them and clears the field for another try', async () => {
    const sent: string[] = [];
    view = await render(<PayPasswordDialog orderNo="YP1" amount="1.00" busy={false} error="" onSubmit={(p) => sent.push(p)} onClose={() => {}} />);
    const input = document.querySelector<HTMLInputElement>('input[name="pay_password"]')!;
    const form = input.form!;
    await type(input, '2749');
    await submit(form);
    expect(sent).toEqual([]);
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('请输入6位数字支付密码');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await type(input, '２７４９５１');
    expect(input.value).toBe('274951');
    await submit(form);
    expect(sent).toEqual(['274951']);
    expect(input.value).toBe('');
  });

  it('shows the server’s refusal under the field', async () => {
    view = await render(
      <PayPasswordDialog orderNo="YP1" amount="1.00" busy={false} error="支付密码错误，还可以再试4次" onSubmit={() => {}} onClose={() => {}} />,
    );
    const input = document.querySelector<HTMLInputElement>('input[name="pay_password"]')!;
    const alert = document.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe('支付密码错误，还可以再试4次');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
  });
});
