import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { brands, goods } from '../db/schema';
import { AppError } from '../errors';
import type { AppDeps } from '../http/route';
import { parseInput } from '../http/validation';
import { id } from '../../shared/contract/calls/fields';
import { brandBannerSvg } from '../images/brand-banner';
import { GOODS_IMAGE_VIEWS, goodsPackSvg, LETTERED_FROM_WIDTH } from '../images/goods';

// Goods and brands can be edited, so their drawings are cached briefly,
// like the banner and brand-logo images.
const SHORT = 'public, max-age=300';

const goodsImageInput = z.object({
  id: id('商品编号'),
  view: z.enum(GOODS_IMAGE_VIEWS, { error: '图片视角只能是front、side或back' }).optional().default('front'),
  // The width the page shows the image at, as image hosts (OSS, COS) take one;
  // the drawing keeps its 400×400 size and letters its print only where it is legible.
  w: z.coerce.number({ error: '图片宽度须为整数' }).int('图片宽度须为整数').min(1, '图片宽度须在1到2000之间').max(2000, '图片宽度须在1到2000之间').optional(),
});

const brandImageInput = z.object({
  id: id('品牌编号'),
});

function sendSvg(reply: FastifyReply, svg: string) {
  return reply.code(200).header('cache-control', SHORT).type('image/svg+xml; charset=utf-8').send(svg);
}

/** "12.svg" → "12"; other file types are not images this server draws. */
function stemOf(file: string): string {
  const match = /^([^.]*)\.svg$/.exec(file);
  if (!match) throw AppError.notFound('图片不存在');
  return match[1]!;
}

export function registerGoodsImageRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>('/img/goods/:file', async (request, reply) => {
    const { id, view, w } = parseInput(goodsImageInput, { ...request.query, id: stemOf(request.params.file) });
    const [row] = await deps.db.select().from(goods).where(eq(goods.id, id)).limit(1);
    if (!row) throw AppError.notFound('图片不存在');
    return sendSvg(reply, goodsPackSvg(row, view, { lettered: w === undefined || w >= LETTERED_FROM_WIDTH }));
  });

  app.get<{ Params: { id: string } }>('/img/brand/:id/banner.svg', async (request, reply) => {
    const { id } = parseInput(brandImageInput, { id: request.params.id });
    const [row] = await deps.db.select().from(brands).where(eq(brands.id, id)).limit(1);
    if (!row) throw AppError.notFound('图片不存在');
    return sendSvg(reply, brandBannerSvg(row));
  });
}
