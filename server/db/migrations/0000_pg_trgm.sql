-- Trigram matching for goods search (name, manufacturer, pinyin keys).
-- PostgreSQL 15 ships pg_trgm in contrib; PGlite loads it as an extension
-- (server/db/client.ts), so the same statement works on both.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
