import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
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
    .filter((file) => file.endsWith('.json'))
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

/** Solves a proof-of-work challenge as the client does: SHA-256 of `challenge:n` with `difficulty` leading zero bits. */
export function solveChallenge(challenge: string, difficulty: number): string {
  for (let n = 0; ; n++) {
    const digest = createHash('sha256').update(`${challenge}:${n}`).digest();
    let bits = 0;
    for (const byte of digest) {
      if (byte === 0) {
        bits += 8;
        continue;
      }
      bits += Math.clz32(byte) - 24;
      break;
    }
    if (bits >= difficulty) return String(n);
  }
}

/** A fresh, solved captcha from the app (GraphQL `captchaChallenge`). */
export async function solvedCaptcha(t: TestApp): Promise<{ challenge: string; solution: string }> {
  const res = await t.gql('query { captchaChallenge { challenge difficulty } }');
  const { challenge, difficulty } = res.data?.captchaChallenge as { challenge: string; difficulty: number };
  return { challenge, solution: solveChallenge(challenge, difficulty) };
}
