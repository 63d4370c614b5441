import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../shared/contract/envelope';
import type { Feedback, UploadedImage, VarietyRequest } from '../../shared/contract/self-service';
import { feedbacks, uploads, varietyRequests } from '../../server/db/schema';
import { deleteUnattachedUploads } from '../../server/services/upload/store';
import { json } from './harness';
import { as, type Who, withDemoAndChain } from './order-fixtures';

const the = withDemoAndChain();

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const HTML = new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');

function upload(who: Who | null, bytes: Uint8Array<ArrayBuffer>, name = 'photo.png', type = 'image/png') {
  const body = new FormData();
  body.append('file', new Blob([bytes], { type }), name);
  return the.server.api<UploadedImage>('/api/upload', { method: 'POST', body, headers: who ? { authorization: `Bearer ${who.token}` } : {} });
}

async function rows(table: typeof uploads | typeof varietyRequests | typeof feedbacks): Promise<number> {
  const [row] = await the.server.db.select({ n: count() }).from(table);
  return row!.n;
}

describe('uploads', () => {
  it('keeps an image by its bytes and serves it to the owner only, with nosniff', async () => {
    const res = await upload(the.demo, PNG);
    expect(res.status).toBe(200);
    expect(res.body.data.url).toBe(`/api/upload/${res.body.data.id}`);
    const mine = await fetch(`${the.server.base}${res.body.data.url}`, { headers: { authorization: `Bearer ${the.demo.token}` } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(mine.headers.get('content-security-policy')).toContain('sandbox');
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(PNG);
    const theirs = await fetch(`${the.server.base}${res.body.data.url}`, { headers: { authorization: `Bearer ${the.chain.token}` } });
    expect(theirs.status).toBe(404);
    expect((await fetch(`${the.server.base}${res.body.data.url}`)).status).toBe(401);
    expect((await fetch(`${the.server.base}/api/upload/abc`, { headers: { authorization: `Bearer ${the.demo.token}` } })).status).toBe(404);
  });

  it('refuses HTML named .png, an oversize file and a visitor, storing nothing', async () => {
    const before = await rows(uploads);
    const disguised = await upload(the.demo, HTML, 'photo.png', 'image/png');
    expect(disguised.status).toBe(422);
    expect(disguised.body.message).toBe('只能上传JPG、PNG或WebP格式的图片');
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await upload(the.demo, big);
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.message).toBe('图片不能超过2MB');
    expect((await upload(null, PNG)).status).toBe(401);
    const notMultipart = await the.server.api('/api/upload', as(the.demo, json({ file: 'x' })));
    expect(notMultipart.status).toBe(422);
    expect(await rows(uploads)).toBe(before);
  });
});

describe('品种求购 (GET/POST /api/user/buy)', () => {
  it('saves a request with its photo and lists it with the seeded, answered ones; another buyer cannot read it', async () => {
    const photo = (await upload(the.demo, PNG)).body.data;
    const res = await the.server.api<VarietyRequest>(
      '/api/user/buy',
      as(
        the.demo,
        json({
          name: '蒙脱石散',
          manufacturer: '博福-益普生(天津)制药有限公司',
          specification: '3g×10袋',
          quantity: 40,
          expected_price: '18.5',
          photo: photo.id,
          remark: '夏季腹泻用量大',
        }),
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('求购已提交');
    expect(res.body.data).toMatchObject({ name: '蒙脱石散', quantity: 40, expected_price: '18.50', photo, status: 1, status_text: '待回复', reply: '' });

    const list = await the.server.api<Page<VarietyRequest>>('/api/user/buy', as(the.demo));
    expect(list.body.data.data.map((r) => r.name)).toEqual(['蒙脱石散', '氯雷他定片', '复方丹参滴丸']);
    expect(list.body.data.data[2]).toMatchObject({ status: 2, status_text: '已回复' });
    expect(list.body.data.data[2]!.reply).toContain('预计下周上架');

    const detail = await the.server.api<VarietyRequest>(`/api/user/buy/${res.body.data.id}`, as(the.demo));
    expect(detail.body.data).toEqual(res.body.data);
    expect((await the.server.api(`/api/user/buy/${res.body.data.id}`, as(the.chain))).status).toBe(404);
    const theirs = await the.server.api<Page<VarietyRequest>>('/api/user/buy', as(the.chain));
    expect(theirs.body.data.total).toBe(0);
  });

  it.each([
    [{ quantity: 1 }, 'name'],
    [{ name: '阿莫西林', quantity: 0 }, 'quantity'],
    [{ name: '阿莫西林', quantity: 2.5 }, 'quantity'],
    [{ name: '阿莫西林', quantity: 2, expected_price: '12.345' }, 'expected_price'],
    [{ name: '阿莫西林', quantity: 2, expected_price: '-1' }, 'expected_price'],
    [{ name: 'x'.repeat(61), quantity: 2 }, 'name'],
    [{ name: '阿莫西林', quantity: 2, photo: 'abc' }, 'photo'],
  ])('%j → 422 on %s, nothing written', async (body, field) => {
    const before = await rows(varietyRequests);
    const res = await the.server.api('/api/user/buy', as(the.demo, json(body)));
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain(field);
    expect(await rows(varietyRequests)).toBe(before);
  });

  it("refuses another buyer's photo", async () => {
    const theirs = (await upload(the.chain, PNG)).body.data;
    const before = await rows(varietyRequests);
    const res = await the.server.api('/api/user/buy', as(the.demo, json({ name: '阿莫西林胶囊', quantity: 2, photo: theirs.id })));
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('photo');
    expect(await rows(varietyRequests)).toBe(before);
  });
});

describe('意见反馈 (GET/POST /api/user/feedback)', () => {
  it('saves feedback with images and lists it above the answered one; another buyer sees none of it', async () => {
    const a = (await upload(the.demo, PNG)).body.data;
    const b = (await upload(the.demo, PNG)).body.data;
    const res = await the.server.api<Feedback>(
      '/api/user/feedback',
      as(the.demo, json({ type: 2, content: '希望增加儿童用药的品种', contact: '0311-86051234', images: [a.id, b.id] })),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ type: 2, type_text: '商品问题', images: [a, b], status: 1, status_text: '待回复' });
    const list = await the.server.api<Page<Feedback>>('/api/user/feedback', as(the.demo));
    expect(list.body.data.data.map((f) => f.id)[0]).toBe(res.body.data.id);
    expect(list.body.data.data[1]).toMatchObject({ type_text: '配送问题', status: 2 });
    expect(list.body.data.data[1]!.reply).toMatch(/气泡膜/);
    expect((await the.server.api<Page<Feedback>>('/api/user/feedback', as(the.chain))).body.data.total).toBe(0);
  });

  it.each([
    [{ content: '建议' }, 'type'],
    [{ type: 9, content: '建议' }, 'type'],
    [{ type: 1, content: '   ' }, 'content'],
    [{ type: 1, content: 'x'.repeat(501) }, 'content'],
    [{ type: 1, content: '建议', images: [1, 2, 3, 4] }, 'images'],
    [{ type: 1, content: '建议', contact: 'x'.repeat(41) }, 'contact'],
    [{ type: 1, content: '建议', contact: '微信 kangtai88' }, 'contact'],
    [{ type: 1, content: '建议', contact: '1381234567' }, 'contact'],
    [{ type: 1, content: '建议', contact: 'buyer@localhost' }, 'contact'],
  ])('%j → 422 on %s, nothing written', async (body, field) => {
    const before = await rows(feedbacks);
    const res = await the.server.api('/api/user/feedback', as(the.demo, json(body)));
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain(field);
    expect(await rows(feedbacks)).toBe(before);
  });

  it('names 联系方式 in Chinese when it is neither a phone number nor an email, and takes either', async () => {
    const refused = await the.server.api<unknown>('/api/user/feedback', as(the.demo, json({ type: 1, content: '建议', contact: 'QQ 123456' })));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errors: { contact: ['联系方式请填写手机号或邮箱'] } });
    for (const contact of ['13812345678', 'buyer@example.com', '']) {
      const res = await the.server.api<Feedback>('/api/user/feedback', as(the.demo, json({ type: 1, content: '建议', contact })));
      expect(res.status, contact).toBe(200);
      expect(res.body.data.contact).toBe(contact);
    }
  });

  it("refuses another buyer's image", async () => {
    const theirs = (await upload(the.chain, PNG)).body.data;
    const before = await rows(feedbacks);
    const res = await the.server.api('/api/user/feedback', as(the.demo, json({ type: 1, content: '建议', images: [theirs.id] })));
    expect(res.status).toBe(422);
    expect(await rows(feedbacks)).toBe(before);
    const [stored] = await the.server.db.select().from(uploads).where(eq(uploads.id, theirs.id));
    expect(stored!.userId).toBe(the.chain.id);
  });
});

describe('unattached uploads', () => {
  it('are deleted a day after upload; photos of a request or a feedback stay', async () => {
    const loose = (await upload(the.demo, PNG)).body.data;
    const onRequest = (await upload(the.demo, PNG)).body.data;
    const onFeedback = (await upload(the.demo, PNG)).body.data;
    await the.server.api('/api/user/buy', as(the.demo, json({ name: '板蓝根颗粒', quantity: 5, photo: onRequest.id })));
    await the.server.api('/api/user/feedback', as(the.demo, json({ type: 5, content: '图片测试', images: [onFeedback.id] })));
    const ids = async () => (await the.server.db.select({ id: uploads.id }).from(uploads)).map((row) => row.id);

    expect(await deleteUnattachedUploads(the.server.db, new Date(Date.now() + 23 * 3_600_000))).toBe(0);
    expect(await ids()).toContain(loose.id);
    expect(await deleteUnattachedUploads(the.server.db, new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThanOrEqual(1);
    const left = await ids();
    expect(left).not.toContain(loose.id);
    expect(left).toEqual(expect.arrayContaining([onRequest.id, onFeedback.id]));
  });
});
