import pg from 'pg';

/** What the PostgreSQL fault tests share: the server they use, and whether it answers. */
export const ADMIN_URL = process.env.TEST_DATABASE_URL || process.env.PGURL_ADMIN || 'postgres://postgres@127.0.0.1:5432/postgres';

export async function onAdmin(query: string, values: unknown[] = [], url = ADMIN_URL): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await client.query(query, values);
  } finally {
    await client.end();
  }
}

export async function postgresAnswers(): Promise<boolean> {
  return onAdmin('select 1').then(
    () => true,
    () => false,
  );
}
