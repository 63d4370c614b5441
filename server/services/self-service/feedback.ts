import type { Page } from '../../../shared/contract/envelope';
import { FEEDBACK_TYPES, REPLY_STATUS_TEXT, type Feedback } from '../../../shared/contract/self-service';
import type { Database } from '../../db/client';
import { ownNewestPage } from '../../db/paginate';
import { feedbacks, type FeedbackRow } from '../../db/schema';
import { seconds } from '../order/numbers';
import { assertOwnUploads, presentUpload } from '../upload/store';

export interface FeedbackInput {
  type: 1 | 2 | 3 | 4 | 5;
  content: string;
  contact: string;
  images?: number[] | undefined;
}

export function presentFeedback(row: FeedbackRow): Feedback {
  const type = (row.type >= 1 && row.type <= 5 ? row.type : 5) as Feedback['type'];
  const status = row.status === 2 ? 2 : 1;
  return {
    id: row.id,
    type,
    type_text: FEEDBACK_TYPES[type],
    content: row.content,
    contact: row.contact,
    images: row.imageIds.map(presentUpload),
    status,
    status_text: REPLY_STATUS_TEXT[status],
    reply: row.reply,
    replied_at: row.repliedAt ? seconds(row.repliedAt) : 0,
    created_at: seconds(row.createdAt),
  };
}

/** POST /api/user/feedback: images must be the buyer's own uploads (422 on images otherwise, nothing written). */
export async function createFeedback(db: Database, userId: number, input: FeedbackInput): Promise<Feedback> {
  const images = [...new Set(input.images ?? [])];
  await assertOwnUploads(db, userId, images, 'images');
  const [row] = await db.insert(feedbacks).values({ userId, type: input.type, content: input.content, contact: input.contact, imageIds: images }).returning();
  return presentFeedback(row!);
}

/** GET /api/user/feedback: the buyer's own, newest first, with replies. */
export async function listFeedback(db: Database, userId: number, page: number, perPage: number): Promise<Page<Feedback>> {
  return ownNewestPage(db, feedbacks, userId, { page, per_page: perPage }, presentFeedback);
}
