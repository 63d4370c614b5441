// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { ApiError } from '../api/errors';
import { getBus } from '../bus/bus';
import { render, settle, type Rendered } from '../ui/testing/render';
import { useFormSubmit, type FormSubmit } from './use-form-submit';

type Field = 'phone' | 'code';
const FIELDS = ['phone', 'code'] as const;

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

/** Renders a form using the hook and hands the hook's latest value to the test. */
async function mountForm(options: { inlineFailures?: boolean } = {}) {
  const focused: Field[] = [];
  const latest: { form?: FormSubmit<Field> } = {};
  function Form() {
    latest.form = useFormSubmit<Field>(FIELDS, { ...options, focus: (field) => focused.push(field) });
    const { errors } = latest.form;
    return <p>{`${errors.phone ?? ''}|${errors.code ?? ''}|${errors.form ?? ''}`}</p>;
  }
  view = await render(<Form />);
  return { focused, form: () => latest.form!, shown: () => view!.text() };
}

const failure = (status: number, errors?: Record<string, string[]>, message = '失败') =>
  new ApiError({ kind: 'http', status, code: status, message, url: '/api/x', body: { code: status, message, data: null, ...(errors ? { errors } : {}) } });

describe('useFormSubmit', () => {
  it('shows the local messages, focuses the first field in form order and sends nothing', async () => {
    const { form, focused, shown } = await mountForm();
    let sent = 0;
    await act(() => form().submit({ code: '请输入验证码', phone: '请输入手机号' }, async () => (sent += 1)));
    expect(sent).toBe(0);
    expect(shown()).toBe('请输入手机号|请输入验证码|');
    expect(focused).toEqual(['phone']);
  });

  it('puts a 422 on its fields and a field the form does not show at the top', async () => {
    const { form, focused, shown } = await mountForm();
    const result = await act(() => form().submit({}, () => Promise.reject(failure(422, { user: ['账号已停用'], code: ['验证码错误', '第二条'] }))));
    expect(result).toEqual({ ok: false, errors: { code: '验证码错误', form: '账号已停用' } });
    expect(shown()).toBe('|验证码错误|账号已停用');
    expect(focused).toEqual(['code']);
  });

  it('sends once for two presses in a row and resolves the value', async () => {
    const { form } = await mountForm();
    let sent = 0;
    let finish: (value: string) => void = () => {};
    const send = () => {
      sent += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    let first: ReturnType<typeof send> | Promise<unknown> = Promise.resolve();
    let second: ReturnType<typeof send> | Promise<unknown> = Promise.resolve();
    await act(async () => {
      first = form().submit({}, send);
      second = form().submit({}, send);
    });
    expect(form().submitting).toBe(true);
    await act(async () => finish('ok'));
    expect(await first).toEqual({ ok: true, value: 'ok' });
    expect(await second).toEqual({ ok: false, errors: {} });
    expect(sent).toBe(1);
    expect(form().submitting).toBe(false);
  });

  it('clears a field and the form message when the buyer edits it', async () => {
    const { form, shown } = await mountForm();
    await act(() => form().submit({}, () => Promise.reject(failure(422, { phone: ['手机号已注册'], other: ['另一个'] }))));
    expect(shown()).toBe('手机号已注册||另一个');
    act(() => form().clear('phone'));
    expect(shown()).toBe('||');
  });

  it('leaves other failures to the client effect (an alert), or shows them inline when asked', async () => {
    const alerts: string[] = [];
    const off = getBus().on('ui:alert', (alert) => alerts.push(alert.message));
    try {
      const plain = await mountForm();
      await act(() => plain.form().submit({}, () => Promise.reject(failure(429, undefined, '尝试次数过多，请稍后再试'))));
      await settle();
      expect(alerts).toEqual(['尝试次数过多，请稍后再试']);
      expect(plain.shown()).toBe('||');
      view?.unmount();

      const inline = await mountForm({ inlineFailures: true });
      await act(() => inline.form().submit({}, () => Promise.reject(failure(429, undefined, '尝试次数过多，请稍后再试'))));
      expect(inline.shown()).toBe('||尝试次数过多，请稍后再试');
      expect(alerts).toHaveLength(1);
    } finally {
      off();
    }
  });
});
