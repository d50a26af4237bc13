import pg from 'pg';

/**
 * Runs one statement on a connection of its own to the test database (TEST_DATABASE_URL), outside
 * any pool a test uses: creating and dropping the schemas the tests run in.
 */
export async function adminQuery(text: string): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL API tests');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
