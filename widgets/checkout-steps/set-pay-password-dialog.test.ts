import { describe, expect, it } from 'vitest';
import { checkNewPayPassword } from './set-pay-password-dialog';

describe('设置支付密码: what the dialog says before anything is sent', () => {
  it('the call’s own messages, under their fields', async () => {
    expect(await checkNewPayPassword('', '', '')).toEqual({ login_password: '请输入登录密码', pay_password: '请输入新的支付密码' });
    expect(await checkNewPayPassword('yaopi123', '123456', '123456')).toEqual({ pay_password: '支付密码不能是连续的数字（如123456、654321）' });
  });

  it('then the repeat, the form’s own field', async () => {
    expect(await checkNewPayPassword('yaopi123', '274951', '274950')).toEqual({ repeat: '两次输入的支付密码不一致' });
    expect(await checkNewPayPassword('yaopi123', '274951', '274951')).toEqual({});
  });
});
