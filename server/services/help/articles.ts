import { asc, eq } from 'drizzle-orm';
import type { HelpArticle, HelpCategoryArticles } from '../../../shared/contract/help';
import type { HelpPageSlug } from '../../../shared/domain/help';
import type { Database } from '../../db/client';
import { helpArticles, helpCategories } from '../../db/schema';
import { AppError } from '../../errors';
import { sanitizeRichText } from '../../lib/rich-text';

const NOT_FOUND = '文章不存在或已删除';

async function articleWhere(db: Database, where: ReturnType<typeof eq>): Promise<HelpArticle> {
  const [row] = await db
    .select({ article: helpArticles, category: helpCategories })
    .from(helpArticles)
    .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
    .where(where)
    .limit(1);
  if (!row) throw AppError.notFound(NOT_FOUND);
  return {
    id: row.article.id,
    title: row.article.title,
    // Sanitised on every read: whatever is stored, only the allowlist leaves.
    body: sanitizeRichText(row.article.body),
    category: { id: row.category.id, name: row.category.name },
    created_at: Math.floor(row.article.createdAt.getTime() / 1000),
  };
}

/** GET /api/article/:id. */
export function helpArticle(db: Database, id: number): Promise<HelpArticle> {
  return articleWhere(db, eq(helpArticles.id, id));
}

/** GET /api/article/page/:slug: the article of /help/zfps/{slug}. */
export function helpPage(db: Database, slug: HelpPageSlug): Promise<HelpArticle> {
  return articleWhere(db, eq(helpArticles.slug, slug));
}

/** GET /api/article/category {category_id}: the category and its article titles in menu order. */
export async function helpCategoryArticles(db: Database, categoryId: number): Promise<HelpCategoryArticles> {
  const [category] = await db.select().from(helpCategories).where(eq(helpCategories.id, categoryId)).limit(1);
  if (!category) throw AppError.notFound('帮助分类不存在');
  const articles = await db
    .select({ id: helpArticles.id, title: helpArticles.title, slug: helpArticles.slug })
    .from(helpArticles)
    .where(eq(helpArticles.categoryId, categoryId))
    .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
  return { id: category.id, name: category.name, articles };
}
