// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { FormActions } from './form-actions';
import { FormError } from './form-error';
import { TextField } from './text-field';
import { render, type Rendered } from './testing/render';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

describe('the form kit', () => {
  it('TextField labels its input, marks it required and points it at its message', async () => {
    view = await render(<TextField label="发票抬头" name="title" required value="" onChange={() => {}} error="请填写发票抬头" />);
    const input = view.container.querySelector('input')!;
    const label = view.container.querySelector(`label[for="${input.id}"]`)!;
    expect(label.textContent).toBe('*发票抬头');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = view.container.querySelector(`#${CSS.escape(input.getAttribute('aria-describedby')!)}`)!;
    expect(message.textContent).toBe('请填写发票抬头');
    expect(message.getAttribute('role')).toBe('alert');
  });

  it('TextField beside its label: a password with its hint, and what sits beside the input', async () => {
    view = await render(
      <TextField
        label="新密码"
        name="password"
        type="password"
        stacked={false}
        hint="至少8位"
        value=""
        onChange={() => {}}
        addon={<button type="button">获取验证码</button>}
      />,
    );
    const input = view.container.querySelector('input')!;
    expect(input.type).toBe('password');
    expect(view.container.querySelector('.yp-onb-field > label')!.textContent).toBe('新密码');
    expect(view.container.querySelector('.yp-onb-code button')!.textContent).toBe('获取验证码');
    expect(view.container.querySelector('.yp-onb-field__hint')!.textContent).toBe('至少8位');
  });

  it('FormError shows nothing without a message', async () => {
    view = await render(<FormError message={undefined} />);
    expect(view.container.innerHTML).toBe('');
  });

  it('FormActions disables its submit button and says so while the form sends', async () => {
    view = await render(
      <FormActions submit="提交求购" busy busyLabel="正在提交…">
        <button type="button">取消</button>
      </FormActions>,
    );
    const [submit, cancel] = [...view.container.querySelectorAll('button')];
    expect(submit!.type).toBe('submit');
    expect(submit!.disabled).toBe(true);
    expect(submit!.getAttribute('aria-busy')).toBe('true');
    expect(submit!.textContent).toBe('正在提交…');
    expect(cancel!.textContent).toBe('取消');
  });
});
