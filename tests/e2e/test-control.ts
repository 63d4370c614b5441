import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_CONTROL_TOKEN_ENV } from './server-process';

/** The header that opens the e2e server's test-only routes (server/routes/test-control.ts). */
export function controlHeaders(): Record<string, string> {
  const token = process.env[E2E_CONTROL_TOKEN_ENV];
  if (!token) throw new Error(`${E2E_CONTROL_TOKEN_ENV} is not set: the e2e server was not started by global-setup`);
  return { 'x-test-control': token };
}

/** The code the local SMS provider last "sent" to `phone` (its outbox, read through the test-control route). */
export async function smsCode(api: APIRequestContext, phone: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const body = (await (await api.get(`/api/test/sms?phone=${phone}`, { headers: controlHeaders() })).json()) as { data: { code: string | null } };
      code = body.data.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** The smallest files the upload checks accept by their first bytes: a JPEG and a PDF. */
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0xff, 0xd9]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
