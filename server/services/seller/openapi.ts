import { z } from 'zod';
import { SELLER_CALLS } from '../../../shared/contract/seller';
import type { SellerCallDef } from '../../../shared/contract/seller/define';
import { SELLER_AUTH_ERRORS } from './authenticate';
import { SIGNATURE_WINDOW_SECONDS } from './signature';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: { code: { type: 'integer', const: 10000 }, message: { type: 'string' }, data },
});

const errorEnvelope: JsonSchema = {
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: {
    code: { type: 'integer' },
    message: { type: 'string', description: '中文说明；签名与权限错误在括号中附原因代码' },
    data: { type: 'null' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
      description: `字段 → 说明。签名与权限错误为 {"auth": [原因代码]}，原因代码：${Object.keys(SELLER_AUTH_ERRORS).join('、')}`,
    },
  },
};

const SIGNATURE_DESCRIPTION = [
  '每个请求都要签名：X-Yaopi-Signature = hex(HMAC-SHA256(key, 原文))，key 为客户端密钥的 SHA-256（hex 字符串），',
  '原文为五行：方法\\n路径（含查询串）\\n时间戳\\n随机串\\n请求体的 SHA-256（hex，空请求体同样计算）。',
  `时间戳为 Unix 秒，与服务器相差超过 ${SIGNATURE_WINDOW_SECONDS} 秒拒绝；随机串 16-64 位，用过即失效。`,
].join('');

function operation(call: SellerCallDef): Record<string, unknown> {
  const pathParams = [...call.path.matchAll(/:([a-z_]+)/g)].map((m) => m[1]!);
  const input = toSchema(call.input, 'input');
  const properties = input.properties ?? {};
  const required = new Set(input.required ?? []);
  const parameters: Record<string, unknown>[] = pathParams.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: properties[name] ?? { type: 'string' },
  }));
  if (call.method === 'GET') {
    for (const [name, schema] of Object.entries(properties)) {
      if (!pathParams.includes(name)) parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
  } else {
    parameters.push({
      name: 'X-Request-Id',
      in: 'header',
      required: true,
      description: '请求编号（1-100 位字母、数字或 _.:-）：同一编号的写操作只执行一次，重发得到第一次的应答',
      schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,100}$' },
    });
  }
  const op: Record<string, unknown> = {
    operationId: `${call.method.toLowerCase()}${call.path.replace('/api/seller/v1', '').replace(/[/:_-]+([a-z])/g, (_, c: string) => c.toUpperCase())}`,
    summary: call.summary,
    description: `权限：${call.scope}`,
    tags: [call.scope],
    parameters,
    responses: {
      '200': { description: '成功', content: { 'application/json': { schema: envelope(toSchema(call.output, 'output')) } } },
      '401': { description: '签名无效、时间戳过期、随机串重放或客户端停用', content: { 'application/json': { schema: errorEnvelope } } },
      '403': { description: '客户端没有此接口的权限', content: { 'application/json': { schema: errorEnvelope } } },
      '404': { description: '对象不存在', content: { 'application/json': { schema: errorEnvelope } } },
      '409': { description: '状态不允许，或请求编号已用于另一个请求', content: { 'application/json': { schema: errorEnvelope } } },
      '422': { description: '输入有误（errors 按字段）', content: { 'application/json': { schema: errorEnvelope } } },
    },
  };
  if (call.method === 'POST') {
    const body = call.documentedBody ? toSchema(call.documentedBody, 'input') : input;
    const bodyProperties = Object.fromEntries(Object.entries(body.properties ?? {}).filter(([name]) => !pathParams.includes(name)));
    const bodyRequired = (body.required ?? []).filter((name) => !pathParams.includes(name));
    op.requestBody = {
      required: true,
      content: {
        'application/json': {
          schema: { ...body, properties: bodyProperties, ...(bodyRequired.length ? { required: bodyRequired } : { required: undefined }) },
        },
      },
    };
  }
  return op;
}

let built: Record<string, unknown> | undefined;

/** The OpenAPI 3.1 document of /api/seller/v1, generated from the zod contract (shared/contract/seller). */
export function sellerOpenApi(): Record<string, unknown> {
  if (built) return built;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of SELLER_CALLS) {
    const path = call.path.replace(/:([a-z_]+)/g, '{$1}');
    (paths[path] ??= {})[call.method.toLowerCase()] = operation(call);
  }
  built = JSON.parse(
    JSON.stringify({
      openapi: '3.1.0',
      info: {
        title: '药批商家接口 / yaopi seller API',
        version: '1.0.0',
        description: `批发商的 ERP、WMS 调用的服务器对服务器接口：订单、履约发货、商品库存与价格、售后与资质审核。${SIGNATURE_DESCRIPTION} 说明与示例见 docs/seller-api.md。`,
      },
      servers: [{ url: '/' }],
      security: [{ client: [], timestamp: [], nonce: [], signature: [] }],
      components: {
        securitySchemes: {
          client: { type: 'apiKey', in: 'header', name: 'X-Yaopi-Client', description: '客户端编号' },
          timestamp: { type: 'apiKey', in: 'header', name: 'X-Yaopi-Timestamp', description: 'Unix 秒' },
          nonce: { type: 'apiKey', in: 'header', name: 'X-Yaopi-Nonce', description: '16-64 位随机串，不得重复' },
          signature: { type: 'apiKey', in: 'header', name: 'X-Yaopi-Signature', description: SIGNATURE_DESCRIPTION },
        },
      },
      paths,
    }),
  ) as Record<string, unknown>;
  return built;
}
