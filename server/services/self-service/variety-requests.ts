import { and, eq } from 'drizzle-orm';
import type { Page } from '../../../shared/contract/envelope';
import { REPLY_STATUS_TEXT, type VarietyRequest } from '../../../shared/contract/self-service';
import { fenToYuan } from '../../../shared/domain/money';
import type { Database } from '../../db/client';
import { ownNewestPage } from '../../db/paginate';
import { varietyRequests, type VarietyRequestRow } from '../../db/schema';
import { AppError } from '../../errors';
import { seconds } from '../order/numbers';
import { assertOwnUploads, presentUpload } from '../upload/store';

export const VARIETY_REQUEST_NOT_FOUND = '求购记录不存在';

export interface VarietyInput {
  name: string;
  manufacturer: string;
  specification: string;
  quantity: number;
  /** Yuan, or undefined for none. */
  expected_price?: number | undefined;
  /** An upload id, 0 for none. */
  photo: number;
  remark: string;
}

export function presentVarietyRequest(row: VarietyRequestRow): VarietyRequest {
  const status = row.status === 2 ? 2 : 1;
  return {
    id: row.id,
    name: row.name,
    manufacturer: row.manufacturer,
    specification: row.specification,
    quantity: row.quantity,
    expected_price: row.expectedPriceFen === null ? '' : fenToYuan(row.expectedPriceFen),
    photo: row.photoId ? presentUpload(row.photoId) : null,
    remark: row.remark,
    status,
    status_text: REPLY_STATUS_TEXT[status],
    reply: row.reply,
    replied_at: row.repliedAt ? seconds(row.repliedAt) : 0,
    created_at: seconds(row.createdAt),
  };
}

/** POST /api/user/buy: the photo must be the buyer's own upload (422 on photo otherwise, nothing written). */
export async function createVarietyRequest(db: Database, userId: number, input: VarietyInput): Promise<VarietyRequest> {
  if (input.photo > 0) await assertOwnUploads(db, userId, [input.photo], 'photo');
  const [row] = await db
    .insert(varietyRequests)
    .values({
      userId,
      name: input.name,
      manufacturer: input.manufacturer,
      specification: input.specification,
      quantity: input.quantity,
      expectedPriceFen: input.expected_price === undefined ? null : Math.round(input.expected_price * 100),
      photoId: input.photo > 0 ? input.photo : null,
      remark: input.remark,
    })
    .returning();
  return presentVarietyRequest(row!);
}

/** GET /api/user/buy: newest first. */
export async function listVarietyRequests(db: Database, userId: number, page: number, perPage: number): Promise<Page<VarietyRequest>> {
  return ownNewestPage(db, varietyRequests, userId, { page, per_page: perPage }, presentVarietyRequest);
}

/** GET /api/user/buy/:id: another buyer's request is not found. */
export async function varietyRequestDetail(db: Database, userId: number, id: number): Promise<VarietyRequest> {
  const [row] = await db
    .select()
    .from(varietyRequests)
    .where(and(eq(varietyRequests.id, id), eq(varietyRequests.userId, userId)));
  if (!row) throw AppError.notFound(VARIETY_REQUEST_NOT_FOUND);
  return presentVarietyRequest(row);
}
