import { and, count, desc, eq, gt, lt, or, asc, type SQL } from 'drizzle-orm';
import type { NewsDetail, NewsItem, NewsLink, NewsList } from '../../../shared/contract/help';
import { NEWS_PER_PAGE, newsTypeName, type NewsType } from '../../../shared/domain/help';
import type { Database } from '../../db/client';
import { paginate } from '../../db/paginate';
import { newsPosts, type NewsPostRow } from '../../db/schema';
import { AppError } from '../../errors';
import { sanitizeRichText } from '../../lib/rich-text';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function item(row: Pick<NewsPostRow, 'id' | 'type' | 'title' | 'summary' | 'publishedAt'>): NewsItem {
  return {
    id: row.id,
    type: row.type,
    type_name: newsTypeName(row.type),
    title: row.title,
    summary: row.summary,
    published_at: seconds(row.publishedAt),
  };
}

const listColumns = {
  id: newsPosts.id,
  type: newsPosts.type,
  title: newsPosts.title,
  summary: newsPosts.summary,
  publishedAt: newsPosts.publishedAt,
};

/** GET /api/focus/postList: newest first (published_at, then id), one type or both. */
export async function newsList(db: Database, type: NewsType | undefined, page: number): Promise<NewsList> {
  const where = type === undefined ? undefined : eq(newsPosts.type, type);
  return paginate(
    db.select(listColumns).from(newsPosts).where(where).orderBy(desc(newsPosts.publishedAt), desc(newsPosts.id)),
    db.select({ n: count() }).from(newsPosts).where(where),
    { page, per_page: NEWS_PER_PAGE },
    (rows) => rows.map(item),
  );
}

function link(row: { id: number; type: number; title: string } | undefined): NewsLink | null {
  return row ? { id: row.id, type: row.type, title: row.title } : null;
}

/**
 * GET /api/post/postDetail {type, id, page}. A post asked for under another
 * type is not found (its address is /news/info/{id}/{its type}). prev is the
 * next newer post of the type, next the next older one, in the list's order.
 */
export async function newsDetail(db: Database, type: NewsType, id: number, page: number): Promise<NewsDetail> {
  const [post] = await db
    .select()
    .from(newsPosts)
    .where(and(eq(newsPosts.id, id), eq(newsPosts.type, type)))
    .limit(1);
  if (!post) throw AppError.notFound('资讯不存在或已删除');

  const sameType = eq(newsPosts.type, type);
  const newer: SQL | undefined = or(gt(newsPosts.publishedAt, post.publishedAt), and(eq(newsPosts.publishedAt, post.publishedAt), gt(newsPosts.id, post.id)));
  const older: SQL | undefined = or(lt(newsPosts.publishedAt, post.publishedAt), and(eq(newsPosts.publishedAt, post.publishedAt), lt(newsPosts.id, post.id)));
  const neighbour = { id: newsPosts.id, type: newsPosts.type, title: newsPosts.title };
  const [[prev], [next], list] = await Promise.all([
    db.select(neighbour).from(newsPosts).where(and(sameType, newer)).orderBy(asc(newsPosts.publishedAt), asc(newsPosts.id)).limit(1),
    db.select(neighbour).from(newsPosts).where(and(sameType, older)).orderBy(desc(newsPosts.publishedAt), desc(newsPosts.id)).limit(1),
    newsList(db, type, page),
  ]);
  return {
    post: {
      ...item(post),
      body: sanitizeRichText(post.body),
      source: post.source,
    },
    prev: link(prev),
    next: link(next),
    list,
  };
}
