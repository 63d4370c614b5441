/** One help-centre article (帮助中心), as `GET /api/article/:id` returns it. */
export interface HelpArticle {
  id: number;
  title: string;
  /** Plain text; paragraphs separated by a blank line. */
  body: string;
  category: { id: number; name: string };
  /** 10-digit seconds. */
  created_at: number;
}
