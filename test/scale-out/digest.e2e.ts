// The daily digest across processes (issue 36): two app processes on one PostgreSQL, each looking every second
// whether a digest is due (MAIL_DIGEST_CHECK_SECONDS=1, from hour 0), each writing mail to its own outbox as two
// machines would. A member's digest goes out from exactly one of them, and a process restarted the same day never
// sends it again.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { graphql, startServer, type StartedServer } from '../browser/utils/server.js';
import { throwawayDatabase } from './throwaway-database.js';

const PG_URL = process.env.TEST_DATABASE_URL;
if (!PG_URL) throw new Error('The digest scale-out test needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');

const db = throwawayDatabase(PG_URL, 'pa_digest');
const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'pepper-atlas-digest-')));
const ENV = {
  DATABASE_URL: db.url(),
  MAIL_DIGEST_HOUR: '0',
  MAIL_DIGEST_CHECK_SECONDS: '1',
  PUBLIC_URL: 'https://atlas.example',
};

interface Mail {
  to: string;
  subject: string;
  text: string;
}

const outbox = (dir: string): Mail[] => {
  const folder = join(dir, 'outbox');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as Mail);
};
const digestsTo = (email: string) =>
  dataDirs.flatMap((dir, process) => outbox(dir).filter((m) => m.to === email && m.subject.includes('daily digest')).map((mail) => ({ process, mail })));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: db.url() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function register(base: string, name: string): Promise<{ id: string; email: string; token: string }> {
  const username = `${name}_${randomBytes(3).toString('hex')}`;
  const input = { username, email: `${username}@example.com`, password: 'chili-pass-42', firstName: 'Digest', lastName: 'Member' };
  const data = await graphql<{ register: { accessToken: string; user: { id: string } } }>(
    base,
    'mutation($input: RegisterInput!) { register(input: $input) { accessToken user { id } } }',
    { input },
  );
  return { id: data.register.user.id, email: input.email, token: data.register.accessToken };
}

describe('the daily digest with two app processes on one PostgreSQL', () => {
  const servers: StartedServer[] = [];

  beforeAll(async () => {
    await db.create();
    servers.push(...(await Promise.all(dataDirs.map((dir) => startServer(ENV, dir)))));
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await db.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('sends a member’s digest from exactly one process, and a restarted process does not send it again', async () => {
    const [a, b] = servers as [StartedServer, StartedServer];
    const member = await register(a.url, 'asker');
    const other = await register(b.url, 'answerer');
    await graphql(
      a.url,
      'mutation($input: NotificationMailPreferencesInput!) { updateNotificationMailPreferences(input: $input) { reply } }',
      { input: { reply: 'daily' } },
      member.token,
    );
    const topic = await graphql<{ createTopic: { id: string } }>(
      a.url,
      'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }',
      { input: { title: 'Yellow leaves on my rocoto', subject: 'Digest', category: 'growing', description: ['What is wrong with my plant?'] } },
      member.token,
    );
    const add = 'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }';
    await graphql(a.url, add, { input: { topicId: topic.createTopic.id, text: 'Too much water, most likely.' } }, other.token);
    await graphql(b.url, add, { input: { topicId: topic.createTopic.id, text: 'Or a lack of magnesium: try Epsom salt.' } }, other.token);
    expect(digestsTo(member.email)).toEqual([]); // an unconfirmed address is never mailed

    // Confirmed in one statement: from the next check of either process, both replies are due in one digest.
    await sql("UPDATE users SET email_verified = true, language = 'en' WHERE id = $1", [member.id]);
    const deadline = Date.now() + 15_000;
    while (digestsTo(member.email).length === 0 && Date.now() < deadline) await sleep(200);
    await sleep(3_000); // three more checks by each process
    const sent = digestsTo(member.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.mail.subject).toBe('Your Pepper Atlas daily digest: 2 notifications');
    expect(sent[0]!.mail.text).toContain('Or a lack of magnesium');
    expect(await sql('SELECT notifications FROM mail_digests WHERE user_id = $1', [member.id])).toEqual([{ notifications: 2 }]);

    // The process that sent it restarts on the same day (same folder, same database): nothing goes out again.
    const sender = sent[0]!.process;
    await servers[sender]!.stop();
    servers[sender] = await startServer(ENV, dataDirs[sender]);
    await sleep(3_000);
    expect(digestsTo(member.email)).toHaveLength(1);
  });
});
