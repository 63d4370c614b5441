import { randomInt } from 'node:crypto';
import { expect, type APIResponse, type Page } from '@playwright/test';
import { JPEG, PDF, smsCode } from './test-control';

export interface BusinessStep {
  company: string;
  contact: string;
  /** 详细地址; the region is 河北省 邢台市 襄都区. */
  address: string;
}

/** Step 2 of a registration (/register/step2 or /register/dd/step2): the business, then 下一步 to step 3. */
export async function fillBusinessStep(page: Page, business: BusinessStep): Promise<void> {
  await page.getByLabel('企业名称').fill(business.company);
  await page.getByLabel('联系人').fill(business.contact);
  await page.getByLabel('省份').selectOption({ label: '河北省' });
  await page.getByLabel('城市').selectOption({ label: '邢台市' });
  await page.getByLabel('区县').selectOption({ label: '襄都区' });
  await page.getByLabel('详细地址').fill(business.address);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/step3$/);
}

/** A pharmacy's five documents (spec: 营业执照, 药品经营许可证, GSP证书, 采购委托书, 采购人身份证), as photos and scans. */
const PHARMACY_DOCUMENTS = [
  ['营业执照', { name: 'yyzz.jpg', mimeType: 'image/jpeg', buffer: JPEG }],
  ['药品经营许可证', { name: 'ypjy.pdf', mimeType: 'application/pdf', buffer: PDF }],
  ['GSP证书', { name: 'gsp.pdf', mimeType: 'application/pdf', buffer: PDF }],
  ['采购委托书', { name: 'wts.jpg', mimeType: 'image/jpeg', buffer: JPEG }],
  ['采购人身份证', { name: 'sfz.jpg', mimeType: 'image/jpeg', buffer: JPEG }],
] as const;

/**
 * Step 3 as a pharmacy: each document's number (`numberPrefix` and random
 * digits), 有效期至 and file, each upload seen as done, then 提交审核.
 */
export async function submitPharmacyDocuments(page: Page, numberPrefix: string): Promise<void> {
  for (const [label, file] of PHARMACY_DOCUMENTS) {
    await page.getByLabel(`${label}号码`).fill(`${numberPrefix}${randomInt(100_000, 999_999)}`);
    await page.getByLabel(`${label}有效期至`).fill('2030-12-31');
    await page.getByLabel(`上传${label}`).setInputFiles(file);
    await expect(page.getByText(`已上传：${file.name}`)).toBeVisible();
  }
  await page.getByRole('button', { name: '提交审核' }).click();
}

/**
 * After 提交审核: the three steps are all ticked (③ included) and the new
 * buyer is signed in by the registration itself — the page says so, the
 * session answers as the account, and 去首页逛逛 opens the home page with
 * the company in the header — with no second login.
 */
export async function expectRegisteredAndSignedIn(page: Page, account: { username: string; company: string }): Promise<void> {
  const steps = page.getByRole('list', { name: '注册步骤' });
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  for (const item of await steps.getByRole('listitem').all()) await expect(item).toContainText('（已完成）');
  await expect(page.getByRole('status').filter({ hasText: '已为您登录' })).toContainText(account.username);
  const base = (await (await page.request.get('/api/user/base')).json()) as { code: number; data: { username: string } | null };
  expect(base.code).toBe(10000);
  expect(base.data?.username).toBe(account.username);
  await page.getByRole('link', { name: '去首页逛逛' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: account.company })).toBeVisible();
}

/**
 * Registers a pharmacy over the API, as the three pages do (SMS code from
 * the local outbox, step 1, step 2, the five documents, 提交审核), in the
 * page's own browser context: the submit signs it in there, so the next
 * page the test opens is this new buyer's, 审核中. For the specs whose
 * subject is what such a buyer sees, not the registration pages.
 */
export async function registerByApi(page: Page, business: { company: string; contact: string }): Promise<{ username: string }> {
  const api = page.request;
  const phone = `13${randomInt(100_000_000, 999_999_999)}`;
  const username = `p${randomInt(10_000_000, 99_999_999)}`;
  const ok = async (response: Promise<APIResponse>) => {
    const body = (await (await response).json()) as { code: number; message: string; data: unknown };
    expect(body.code, body.message).toBe(10000);
    return body.data;
  };
  await ok(api.post('/api/user/create_code', { data: { phone, type: 'register' } }));
  await ok(api.post('/api/register/step1', { data: { phone, code: await smsCode(api, phone), username, password: 'kangtai2026', agree: 1 } }));
  await ok(
    api.post('/api/register/step2', {
      data: {
        company: business.company,
        type: 'pharmacy',
        name: business.contact,
        province: '河北省',
        city: '邢台市',
        district: '襄都区',
        address_detail: '中兴东大街66号',
      },
    }),
  );
  const kinds = ['business', 'drug', 'gsp', 'proxy', 'id_card'];
  const licences = [];
  for (const kind of kinds) {
    const file = (await ok(api.post('/api/register/upload', { multipart: { file: { name: `${kind}.jpg`, mimeType: 'image/jpeg', buffer: JPEG } } }))) as {
      id: number;
    };
    licences.push({ kind, number: `XT${randomInt(100_000, 999_999)}`, expires_on: '2030-12-31', file_id: file.id });
  }
  await ok(api.post('/api/register/submit', { data: { licences } }));
  return { username };
}
