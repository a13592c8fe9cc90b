import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { join } from 'node:path';
import type { TestApp } from './test-app.js';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Mails the app wrote to `DATA_DIR/outbox` (no SMTP_URL in tests), oldest first. */
export function readOutbox(t: TestApp): OutboxMail[] {
  const dir = join(t.db.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as OutboxMail);
}

/** The token of the newest verification link mailed to `email`. */
export function verificationToken(t: TestApp, email: string): string {
  const mail = readOutbox(t)
    .filter((m) => m.to === email.toLowerCase())
    .at(-1);
  const token = mail?.text.match(/verify-email\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`No verification mail to ${email}`);
  return token;
}

/** Runs SQL on the test app's own database (to age tokens and timestamps). */
export function sql<T = unknown>(t: TestApp, text: string, params: unknown[] = []): Promise<T> {
  return t.running.app.get(DataSource).query(text, params);
}
