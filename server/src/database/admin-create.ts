import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { DataSource } from 'typeorm';
import { ADMIN_PASSWORD_MIN, createInitialAdmin, type InitialAdmin } from './seed/initial-admin.js';

export const ADMIN_CREATE_USAGE =
  'npm run admin:create [-- --email <address> --password <password> --username <name>] (asks for what is not given)';

/** One terminal conversation (a single reader, so that piped answers are not lost); passwords are not echoed. */
function terminal() {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY === true });
  // Lines are read in turn from one iterator: answers piped in before their question are kept.
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(question: string, secret = false): Promise<string> {
      process.stdout.write(question);
      muted = true;
      try {
        const line = await lines.next();
        if (line.done) throw new Error('No answer given; nothing was created');
        return line.value;
      } finally {
        muted = false;
        if (secret || process.stdin.isTTY !== true) process.stdout.write('\n');
      }
    },
    close: () => rl.close(),
  };
}

/** The administrator from the flags, asking for what is missing. */
export async function adminFromArgs(args: string[]): Promise<InitialAdmin> {
  let values: { email?: string; password?: string; username?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: { email: { type: 'string' }, password: { type: 'string' }, username: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nusage: ${ADMIN_CREATE_USAGE}`);
  }
  if (values.email !== undefined && values.password !== undefined) {
    return { email: values.email, password: values.password, username: values.username ?? 'admin' };
  }
  const io = terminal();
  try {
    const email = values.email ?? (await io.ask('Email of the administrator: '));
    const username = values.username ?? ((await io.ask('Username [admin]: ')) || 'admin');
    let password = values.password;
    if (password === undefined) {
      password = await io.ask(`Password (at least ${ADMIN_PASSWORD_MIN} characters): `, true);
      if ((await io.ask('Password again: ', true)) !== password) throw new Error('The passwords differ; nothing was created');
    }
    return { email, username, password };
  } finally {
    io.close();
  }
}

/** `npm run admin:create`: creates an administrator (also when others exist: a deployment's second admin). */
export async function runAdminCreate(dataSource: DataSource, args: string[]): Promise<string> {
  const admin = await adminFromArgs(args);
  await dataSource.runMigrations({ transaction: 'each' });
  await createInitialAdmin(dataSource, admin, false);
  return `Created the administrator ${admin.email.trim().toLowerCase()} (${admin.username.trim()}); sign in at /admin`;
}
