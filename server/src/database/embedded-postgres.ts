import { Logger } from '@nestjs/common';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { SEARCH_TRIGRAM_FLOOR } from '../common/search/folded-search.js';
import { keepExtendedQueriesTogether } from './pglite-queue.js';

/** A running database the app can reach with an ordinary `postgres://` URL. */
export interface DatabaseHandle {
  url: string;
  kind: 'pglite' | 'postgres';
  /** Largest pool the database accepts from this process. */
  poolSize: number;
  close(): Promise<void>;
}

const PGLITE_CONNECTIONS = 8;

/**
 * The state letter of a process in /proc/<pid>/stat (Linux), or null where there is no /proc.
 * The command name in parentheses may itself hold spaces and parentheses: the state follows the last ")".
 */
function processState(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 1).trim().charAt(0) || null;
  } catch {
    return null;
  }
}

/**
 * Whether `pid` still runs. A zombie (state Z, or X while it is being reaped) has exited and only
 * waits for its parent to collect its status: right after a kill -9 the old server is one for a moment.
 */
function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const state = processState(pid);
  return state !== 'Z' && state !== 'X';
}

/**
 * Two processes on one PGlite folder silently lose writes, so the folder is guarded by a
 * lock file holding the owner's pid. A lock left by a dead or zombie process is taken over at once
 * (and `log` says so).
 */
export function acquireDataDirLock(dataDir: string, log: (message: string) => void = (m) => new Logger('Database').warn(m)): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isProcessAlive(owner)) {
        throw new Error(
          `The data folder ${dataDir} is already in use by another Pepper Atlas process (pid ${owner}). ` +
            'Stop that process, or set DATA_DIR to another folder or DATABASE_URL to a PostgreSQL server.',
        );
      }
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid) {
        log(`Taking over the lock of the data folder ${dataDir}: its process (pid ${owner}) is no longer running`);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}

/**
 * Starts PGlite on `dataDir/pgdata` behind an in-process PostgreSQL wire-protocol socket, so
 * TypeORM uses its ordinary `postgres` driver with real sessions and transactions.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<DatabaseHandle> {
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    // PGlite and its socket server are ESM-only packages.
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
    const pgdata = join(dataDir, 'pgdata');
    if (!existsSync(pgdata)) mkdirSync(pgdata, { recursive: true });
    const db = await PGlite.create({ dataDir: pgdata, extensions: { pg_trgm, unaccent } });
    // Every socket connection shares this one session, which ignores their start-up options: the
    // settings the pool sends with each connection (data-source-options.ts) are made here.
    await db.exec(`SET pg_trgm.word_similarity_threshold = ${SEARCH_TRIGRAM_FLOOR}`);
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: PGLITE_CONNECTIONS });
    keepExtendedQueriesTogether(server);
    await server.start();
    const address = server.getServerConn();
    let closed = false;
    return {
      url: `postgres://postgres:postgres@${address}/postgres`,
      kind: 'pglite',
      poolSize: PGLITE_CONNECTIONS - 2,
      async close() {
        if (closed) return;
        closed = true;
        try {
          await server.stop();
          await db.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string; dbPoolSize?: number }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return { url: options.databaseUrl, kind: 'postgres', poolSize: options.dbPoolSize ?? 10, close: async () => undefined };
  }
  return startEmbeddedPostgres(options.dataDir);
}
