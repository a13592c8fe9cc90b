import pg from 'pg';

/** An arbitrary constant: the advisory lock every Pepper Atlas process takes while it starts. */
const STARTUP_LOCK_KEY = 7_204_611_893;

/**
 * Several app processes on one PostgreSQL start one at a time: migrations and the first seed run
 * once, and a process that starts while another is migrating waits for it instead of racing it.
 * The lock lives on its own connection and ends with it, even if the process dies.
 */
export async function holdStartupLock(databaseUrl: string): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: 10_000,
  });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return {
    release: async () => {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
      await client.end().catch(() => undefined);
    },
  };
}
