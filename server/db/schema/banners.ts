import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Advertisement banners. The server draws each one as an SVG
 * (/img/banner/<id>.svg) from its title, subtitle and theme colours, so the
 * catalogue needs no uploaded images.
 */
export const banners = pgTable('banners', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** home: the home carousel; bottom: the page chrome's bottom banner. */
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
});

export type BannerRow = typeof banners.$inferSelect;
