import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Advertisements, keyed by placement (position). The server draws each one
 * as an SVG (/img/banner/<id>.svg) from its title, subtitle and theme
 * colours, so the catalogue needs no uploaded images.
 *
 * Placements: home (carousel), bottom (chrome's bottom strip), top (the
 * closable strip above the header, GET /api/focus/top), broadcast (one line
 * of the header's scrolling notice: the title is the text, no image),
 * top_right (beside the header on ggTopRight routes), right (the right bar),
 * login (the login page's left half). A row shows only while is_show and
 * inside its schedule: starts_at ≤ now < ends_at, either end open when null.
 */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    position: text('position').notNull().default('home'),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    url: text('url').notNull().default(''),
    /** Gradient start and end and an accent colour, as #rrggbb. */
    themeFrom: text('theme_from').notNull(),
    themeTo: text('theme_to').notNull(),
    themeAccent: text('theme_accent').notNull(),
    sort: integer('sort').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    /** Shown from this moment on; null: since always. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** Shown until (not including) this moment; null: no end. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    index('banners_position_sort_idx').on(t.position, t.sort, t.id),
    check('banners_schedule_check', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
    check('banners_broadcast_title_check', sql`${t.position} <> 'broadcast' or length(btrim(${t.title})) > 0`),
  ],
);

export type BannerRow = typeof banners.$inferSelect;
