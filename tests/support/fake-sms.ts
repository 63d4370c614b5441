import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Agent, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { LookupFunction } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for Aliyun SMS and Tencent Cloud SMS that check each
 * request's signature exactly as the vendor does (ACS3-HMAC-SHA256 for
 * Aliyun, TC3-HMAC-SHA256 for Tencent Cloud) with credentials generated at
 * start, record what was sent, and answer in the vendor's format. `failNext`
 * queues vendor error codes for the following sends.
 */
export interface FakeSms {
  /** host:port for the SDK's endpoint option. */
  endpoint: string;
  keyId: string;
  secret: string;
  sent: { phone: string; sign: string; template: string; params: string[] }[];
  /** Requests whose signature did not verify. */
  refused: number;
  failNext(...codes: string[]): void;
  close(): Promise<void>;
}

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, payload: unknown) {
  response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
  response.end(JSON.stringify(payload));
}

async function listen(handler: (request: IncomingMessage, response: ServerResponse) => Promise<void>): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    handler(request, response).catch((error: unknown) => send(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

// Alibaba Cloud's percent-encoding for the canonical query.
const acsEncode = (value: string) =>
  encodeURIComponent(value).replace(/!/g, '%21').replace(/'/g, '%27').replace(/\(/g, '%28').replace(/\)/g, '%29').replace(/\*/g, '%2A');

export async function startFakeAliyunSms(): Promise<FakeSms> {
  const keyId = `LTAI${randomBytes(8).toString('hex')}`;
  const secret = randomBytes(15).toString('base64');
  const sent: FakeSms['sent'] = [];
  const failures: string[] = [];
  let refused = 0;

  function verified(request: IncomingMessage, url: URL, body: string): boolean {
    const match = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]+)$/.exec(request.headers.authorization ?? '');
    if (!match || match[1] !== keyId) return false;
    const signedHeaders = match[2]!.split(';');
    if (!signedHeaders.includes('host') || !signedHeaders.includes('x-acs-action') || !signedHeaders.includes('x-acs-content-sha256')) return false;
    if (request.headers['x-acs-content-sha256'] !== sha256(body)) return false;
    const query = [...url.searchParams.keys()]
      .sort()
      .map((key) => `${key}=${acsEncode(url.searchParams.get(key) ?? '')}`)
      .join('&');
    const headers = signedHeaders.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`).join('');
    const canonical = `${request.method}\n${url.pathname}\n${query}\n${headers}\n${signedHeaders.join(';')}\n${String(request.headers['x-acs-content-sha256'])}`;
    const expected = hmac(secret, `ACS3-HMAC-SHA256\n${sha256(canonical)}`).toString('hex');
    return expected === match[3];
  }

  const { server, port } = await listen(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await bodyOf(request);
    if (!verified(request, url, body)) {
      refused += 1;
      return send(response, 400, {
        RequestId: randomBytes(8).toString('hex'),
        Code: 'SignatureDoesNotMatch',
        Message: 'Specified signature is not matched with our calculation.',
      });
    }
    const params = new URLSearchParams(url.search);
    for (const [key, value] of new URLSearchParams(body)) params.set(key, value);
    if (request.headers['x-acs-action'] !== 'SendSms' || request.headers['x-acs-version'] !== '2017-05-25')
      return send(response, 404, { RequestId: randomBytes(8).toString('hex'), Code: 'InvalidAction.NotFound', Message: 'Specified api is not found' });
    const code = failures.shift() ?? 'OK';
    if (code === 'OK') {
      const templateParam = JSON.parse(params.get('TemplateParam') ?? '{}') as Record<string, string>;
      sent.push({
        phone: params.get('PhoneNumbers') ?? '',
        sign: params.get('SignName') ?? '',
        template: params.get('TemplateCode') ?? '',
        params: Object.values(templateParam),
      });
    }
    send(response, 200, {
      RequestId: randomBytes(8).toString('hex'),
      Code: code,
      Message: code === 'OK' ? 'OK' : code,
      BizId: code === 'OK' ? randomBytes(8).toString('hex') : undefined,
    });
  });
  return {
    endpoint: `127.0.0.1:${port}`,
    keyId,
    secret,
    sent,
    get refused() {
      return refused;
    },
    failNext: (...codes) => failures.push(...codes),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface FakeTencentSms extends FakeSms {
  /** Connects sms.tencentcloudapi.com to the fake, so the signed host and service stay the real ones. */
  agent: Agent;
}

export async function startFakeTencentSms(): Promise<FakeTencentSms> {
  const keyId = `AKID${randomBytes(12).toString('hex')}`;
  const secret = randomBytes(16).toString('hex');
  const sent: FakeSms['sent'] = [];
  const failures: string[] = [];
  let refused = 0;

  function verified(request: IncomingMessage, url: URL, body: string): boolean {
    const match = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/(\w+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]+)$/.exec(
      request.headers.authorization ?? '',
    );
    if (!match || match[1] !== keyId || match[3] !== 'sms' || match[4] !== 'content-type;host') return false;
    const timestamp = String(request.headers['x-tc-timestamp'] ?? '');
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
    if (new Date(Number(timestamp) * 1000).toISOString().slice(0, 10) !== match[2]) return false;
    const host = String(request.headers.host ?? '').replace(/:\d+$/, '');
    const canonical = `${request.method}\n${url.pathname}\n${url.search.slice(1)}\ncontent-type:${String(request.headers['content-type'] ?? '')}\nhost:${host}\n\ncontent-type;host\n${sha256(body)}`;
    const scope = `${match[2]}/sms/tc3_request`;
    const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${scope}\n${sha256(canonical)}`;
    const signing = hmac(hmac(hmac(`TC3${secret}`, match[2]), 'sms'), 'tc3_request');
    return createHmac('sha256', signing).update(toSign, 'utf8').digest('hex') === match[5];
  }

  const { server, port } = await listen(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await bodyOf(request);
    const requestId = randomBytes(8).toString('hex');
    if (!verified(request, url, body)) {
      refused += 1;
      return send(response, 200, { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: '请求签名验证失败' }, RequestId: requestId } });
    }
    if (request.headers['x-tc-action'] !== 'SendSms' || request.headers['x-tc-version'] !== '2021-01-11')
      return send(response, 200, { Response: { Error: { Code: 'InvalidAction', Message: '接口不存在' }, RequestId: requestId } });
    const input = JSON.parse(body) as { PhoneNumberSet: string[]; SignName: string; TemplateId: string; TemplateParamSet: string[] };
    const code = failures.shift() ?? 'Ok';
    if (code === 'Ok') sent.push({ phone: input.PhoneNumberSet[0] ?? '', sign: input.SignName, template: input.TemplateId, params: input.TemplateParamSet });
    send(response, 200, {
      Response: {
        SendStatusSet: [
          {
            SerialNo: requestId,
            PhoneNumber: input.PhoneNumberSet[0],
            Fee: code === 'Ok' ? 1 : 0,
            SessionContext: '',
            Code: code,
            Message: code === 'Ok' ? 'send success' : code,
            IsoCode: 'CN',
          },
        ],
        RequestId: requestId,
      },
    });
  });
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all)
      (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
  };
  const agent = new Agent({ lookup });
  return {
    endpoint: `sms.tencentcloudapi.com:${port}`,
    keyId,
    secret,
    sent,
    agent,
    get refused() {
      return refused;
    },
    failNext: (...codes) => failures.push(...codes),
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
