// A PostgreSQL database of its own for one test file, on the server of TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ThrowawayDatabase {
  name: string;
  /** The database's URL, optionally through another host:port (a relay in front of the server). */
  url(host?: string): string;
  create(): Promise<void>;
  drop(): Promise<void>;
}

export function throwawayDatabase(serverUrl: string, prefix: string): ThrowawayDatabase {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    name,
    url(host) {
      const url = new URL(serverUrl);
      if (host) url.host = host;
      url.pathname = `/${name}`;
      return url.toString();
    },
    create: () => admin(`CREATE DATABASE ${name}`),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
