import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { DataSource } from 'typeorm';
import { ADMIN_PASSWORD_MIN, createInitialAdmin, type InitialAdmin } from './seed/initial-admin.js';

export const ADMIN_CREATE_USAGE =
  'npm run admin:create [-- --email <address> --password <password> --username <name>] (asks for what is not given)';

/** Asks one question on the terminal; a password is not echoed. */
async function ask(question: string, secret = false): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY === true });
  try {
    const answer = rl.question(question);
    muted = secret;
    const value = await answer;
    if (secret) process.stdout.write('\n');
    return value;
  } finally {
    rl.close();
  }
}

/** The administrator from the flags, asking for what is missing. */
export async function adminFromArgs(args: string[]): Promise<InitialAdmin> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, password: { type: 'string' }, username: { type: 'string' } },
    strict: true,
  });
  const email = values.email ?? (await ask('Email of the administrator: '));
  const username = values.username ?? ((await ask('Username [admin]: ')) || 'admin');
  let password = values.password;
  if (password === undefined) {
    password = await ask(`Password (at least ${ADMIN_PASSWORD_MIN} characters): `, true);
    if ((await ask('Password again: ', true)) !== password) throw new Error('The passwords differ; nothing was created');
  }
  return { email, username, password };
}

/** `npm run admin:create`: creates an administrator (also when others exist: a deployment's second admin). */
export async function runAdminCreate(dataSource: DataSource, args: string[]): Promise<string> {
  const admin = await adminFromArgs(args);
  await dataSource.runMigrations({ transaction: 'each' });
  await createInitialAdmin(dataSource, admin, false);
  return `Created the administrator ${admin.email.trim().toLowerCase()} (${admin.username.trim()}); sign in at /admin`;
}
