import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { banners, brands } from '../db/schema';
import { AppError } from '../errors';
import type { AppDeps } from '../http/route';
import { parseInput } from '../http/validation';
import { id as idField, text } from '../../shared/contract/calls/fields';
import { bannerSvg } from '../images/banner';
import { brandLogoSvg } from '../images/brand-logo';
import { categoryIconSvg } from '../images/category-icon';
import { QR_TEXT_MAX, qrSvg } from '../images/qr';
import { siteLicenceSvg } from '../images/site-licence';
import { readSettings } from '../services/site-settings';

const qrQuery = z.object({
  // Not trimmed: the code must encode exactly the text asked for.
  text: text('二维码内容', QR_TEXT_MAX, '缺少二维码内容', { trim: false }),
});

const iconQuery = z.object({ tone: z.enum(['dark', 'light'], { error: '图标样式不正确' }).optional().default('dark') });

// QR codes and icons never change for the same URL; banners and brand
// names can be edited, so their images are cached briefly.
const IMMUTABLE = 'public, max-age=604800, immutable';
const SHORT = 'public, max-age=300';

function sendSvg(reply: FastifyReply, svg: string, cacheControl: string) {
  return reply.code(200).header('cache-control', cacheControl).type('image/svg+xml; charset=utf-8').send(svg);
}

const imageId = idField('图片编号');

/** "12.svg" → 12 (read like every id); anything else is not an image this server draws. */
function idFromFile(file: string): number {
  const match = /^([^.]*)\.svg$/.exec(file);
  const parsed = match ? imageId.safeParse(match[1]) : null;
  if (!parsed?.success) throw AppError.notFound('图片不存在');
  return parsed.data;
}

export function registerImageRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/img/qr.svg', async (request, reply) => {
    const { text } = parseInput(qrQuery, request.query);
    return sendSvg(reply, await qrSvg(text), IMMUTABLE);
  });

  app.get<{ Params: { file: string } }>('/img/banner/:file', async (request, reply) => {
    const id = idFromFile(request.params.file);
    const [[row], settings] = await Promise.all([deps.db.select().from(banners).where(eq(banners.id, id)).limit(1), readSettings(deps.db, ['site_profile'])]);
    if (!row) throw AppError.notFound('图片不存在');
    const svg = bannerSvg({
      title: row.title,
      subtitle: row.subtitle,
      themeFrom: row.themeFrom,
      themeTo: row.themeTo,
      themeAccent: row.themeAccent,
      position: row.position,
      label: settings.site_profile.name,
    });
    return sendSvg(reply, svg, SHORT);
  });

  app.get<{ Params: { file: string } }>('/img/category/:file', async (request, reply) => {
    const match = /^([a-z]{1,32})\.svg$/.exec(request.params.file);
    const { tone } = parseInput(iconQuery, request.query);
    const svg = match?.[1] ? categoryIconSvg(match[1], tone) : null;
    if (!svg) throw AppError.notFound('图片不存在');
    return sendSvg(reply, svg, IMMUTABLE);
  });

  app.get<{ Params: { file: string } }>('/img/brand/:file', async (request, reply) => {
    const id = idFromFile(request.params.file);
    const [row] = await deps.db.select({ name: brands.name }).from(brands).where(eq(brands.id, id)).limit(1);
    if (!row) throw AppError.notFound('图片不存在');
    return sendSvg(reply, brandLogoSvg(row.name), SHORT);
  });

  // The site's own licences (平台资质, help article 66): /img/site-licence/1.svg is the first in settings order.
  app.get<{ Params: { file: string } }>('/img/site-licence/:file', async (request, reply) => {
    const position = idFromFile(request.params.file);
    const settings = await readSettings(deps.db, ['site_profile', 'licences']);
    const licence = settings.licences[position - 1];
    if (!licence) throw AppError.notFound('图片不存在');
    const svg = siteLicenceSvg({
      name: licence.name,
      number: licence.number,
      issuer: licence.issuer,
      validUntil: licence.valid_until,
      company: settings.site_profile.company,
    });
    return sendSvg(reply, svg, SHORT);
  });
}
