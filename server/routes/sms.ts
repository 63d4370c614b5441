import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { clientMeta } from '../http/client-meta';
import { route, type AppDeps } from '../http/route';
import { issueSmsCode } from '../services/sms/codes';

export function registerSmsRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The limits (resend interval, per phone and per client per hour and day)
  // are counted in the database by the service; see services/sms/codes.ts.
  route(
    app,
    deps,
    calls.createCode,
    async ({ input, session, request }) =>
      issueSmsCode(
        deps.db,
        deps.sms.provider,
        { phone: input.phone, purpose: input.type, clientKey: clientMeta(request).ip, userId: session?.accountId ?? null, now: deps.auth.clock() },
        deps.sms.limits,
        (error) =>
          request.log.warn({ provider: deps.sms.provider.name, vendorCode: (error as { vendorCode?: string }).vendorCode }, '短信发送失败 / SMS not sent'),
      ),
    { message: '验证码已发送' },
  );
}
