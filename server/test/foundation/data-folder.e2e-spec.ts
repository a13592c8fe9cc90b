import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireDataDirLock, startEmbeddedPostgres } from '../../src/database/embedded-postgres.js';
import { loadConfig, resolveJwtSecret } from '../../src/config/app-config.js';

describe('embedded database folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pepper-atlas-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a folder locked by another live process, with a clear message', () => {
    // The parent process (jest's) is alive and is not us: it stands for a second server.
    writeFileSync(join(dir, 'pglite.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(/already in use by another Pepper Atlas process/);
    rmSync(join(dir, 'pglite.lock'));
  });

  it('takes over a lock left by a dead process, and releases it', () => {
    writeFileSync(join(dir, 'pglite.lock'), '999999');
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
  });

  it('takes over at once a lock whose process is a zombie (killed, not yet reaped), and logs it', async () => {
    // A real zombie: the backgrounded sleep exits while its parent (the shell, now exec'd into
    // `sleep 30`) never collects it, as a killed server is for a moment before its parent reaps it.
    const parent = spawn('sh', ['-c', 'sleep 0.1 & exec sleep 30'], { stdio: 'ignore' });
    try {
      // /proc/<pid>/stat: "pid (name) state ppid ...".
      const stat = (pid: number) => {
        const [state, ppid] = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
        return { state, ppid: Number(ppid) };
      };
      let zombie = 0;
      for (let tries = 0; tries < 100 && !zombie; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
          try {
            const { state, ppid } = stat(Number(entry));
            if (ppid === parent.pid && state === 'Z') zombie = Number(entry);
          } catch {
            // the process ended meanwhile
          }
        }
      }
      expect(zombie).toBeGreaterThan(0);
      // kill(pid, 0) succeeds on a zombie: only its /proc state tells that it is gone.
      expect(() => process.kill(zombie, 0)).not.toThrow();
      writeFileSync(join(dir, 'pglite.lock'), String(zombie));
      const logged: string[] = [];
      const release = acquireDataDirLock(dir, (message) => logged.push(message));
      expect(readFileSync(join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
      expect(logged).toEqual([expect.stringContaining(`Taking over the lock of the data folder ${dir}: its process (pid ${zombie})`)]);
      release();
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('keeps the data between two starts of the same folder', async () => {
    const first = await startEmbeddedPostgres(dir);
    const pg = (await import('pg')).default;
    let client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query('CREATE TABLE kept (v int)');
    await client.query('INSERT INTO kept VALUES (42)');
    await client.end();
    await first.close();

    const second = await startEmbeddedPostgres(dir);
    client = new pg.Client({ connectionString: second.url });
    await client.connect();
    const { rows } = await client.query('SELECT v FROM kept');
    await client.end();
    await second.close();
    expect(rows).toEqual([{ v: 42 }]);
    // Two starts of the embedded database, the first creating its folder: well over a minute on a busy 2-core machine.
  }, 180_000);

  it('keeps a generated JWT secret per data folder and checks an explicit one', () => {
    const a = resolveJwtSecret(undefined, dir);
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret(undefined, dir)).toBe(a);
    expect(() => resolveJwtSecret('short', dir)).toThrow(/at least 32/);
    expect(loadConfig({ DATA_DIR: dir, PORT: '4100' }).port).toBe(4100);
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'x' })).toThrow(/PORT/);
  });
});
