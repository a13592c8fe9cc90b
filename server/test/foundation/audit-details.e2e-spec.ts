import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ACCOUNTS, type Actor, actorTokens, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const AUDIT = `query { auditLog(take: 100) { items { id action targetType targetId targetLabel createdAt actor { username }
  details { slug name hebName username topicId topicTitle reportType count fields changes { field from to } created updated undoneAction undoneAt undoneCount } } } }`;
const BULK_UPDATE = 'mutation($ids: [ID!]!, $patch: PepperPatchInput!) { bulkUpdatePeppers(ids: $ids, patch: $patch) { applied count changeSetId } }';
const UNDO = 'mutation($id: ID!) { undoPepperChanges(changeSetId: $id) { applied count } }';
const IMPORT = `mutation($rows: [PepperImportRow!]!) { importPeppers(rows: $rows, dryRun: false) { applied changeSetId counts { new changed } } }`;

type Details = Record<string, unknown> & {
  changes: { field: string; from: string | null; to: string | null }[] | null;
};
type Entry = {
  id: string;
  action: string;
  targetType: string;
  targetId: string | null;
  targetLabel: string | null;
  createdAt: string;
  details: Details | null;
};

/** Issue 31, item 5: every audit entry keeps what its sentence names, written by the real actions through the API. */
describe('audit log details', () => {
  let t: TestApp;
  let tokens: Record<Actor, string | undefined>;
  let admin: string;
  const ok = async <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token = admin): Promise<T> => {
    const res = await t.gql(query, variables, token);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data as T;
  };
  const entries = async (action: string, targetId?: string): Promise<Entry[]> =>
    (await ok<{ auditLog: { items: Entry[] } }>(AUDIT)).auditLog.items.filter((e) => e.action === action && (!targetId || e.targetId === targetId));
  const peppers = async (skip: number, take: number) =>
    (
      await ok<{
        peppers: {
          items: {
            id: string;
            slug: string;
            name: string;
            hebName: string | null;
            flavor: string | null;
            difficulty: string;
          }[];
        };
      }>(`query { peppers(take: ${take}, skip: ${skip}, sortBy: name, status: all) { items { id slug name hebName flavor difficulty } } }`)
    ).peppers.items;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await actorTokens(t);
    admin = tokens.admin as string;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a pepper edit names the pepper (slug and names) and each changed field before and after', async () => {
    const [pepper] = await peppers(0, 1);
    await ok('mutation($id: ID!) { updatePepper(id: $id, input: { flavor: "Audited flavour" }) { id } }', { id: pepper.id });
    const [entry] = await entries('pepper.update', pepper.id);
    expect(entry.details).toMatchObject({
      slug: pepper.slug,
      name: pepper.name,
      hebName: pepper.hebName,
      fields: ['flavor'],
    });
    expect(entry.details?.changes).toEqual([
      {
        field: 'flavor',
        from: pepper.flavor?.slice(0, 80) ?? null,
        to: 'Audited flavour',
      },
    ]);
  });

  it('a bulk update names its count and fields; its undo names the action it undid, when, and how many', async () => {
    const chosen = (await peppers(30, 30)).filter((p) => p.difficulty !== 'hard').slice(0, 3);
    expect(chosen).toHaveLength(3);
    const ids = chosen.map((p) => p.id);
    const { bulkUpdatePeppers } = await ok<{
      bulkUpdatePeppers: { changeSetId: string };
    }>(BULK_UPDATE, { ids, patch: { difficulty: 'hard' } });
    const updated = (await entries('pepper.bulk.update')).filter((e) => ids.includes(e.targetId!));
    expect(updated).toHaveLength(3);
    for (const entry of updated) {
      const pepper = chosen.find((p) => p.id === entry.targetId)!;
      expect(entry.details).toMatchObject({
        slug: pepper.slug,
        name: pepper.name,
        count: 3,
        fields: ['difficulty'],
      });
      // As stored (the database's spelling of the value).
      const [change] = entry.details?.changes ?? [];
      expect(entry.details?.changes).toHaveLength(1);
      expect({
        field: change.field,
        from: change.from?.toLowerCase(),
        to: change.to?.toLowerCase(),
      }).toEqual({ field: 'difficulty', from: pepper.difficulty, to: 'hard' });
    }

    await ok(UNDO, { id: bulkUpdatePeppers.changeSetId });
    const undone = (await entries('pepper.bulk.undo')).filter((e) => ids.includes(e.targetId!));
    expect(undone).toHaveLength(3);
    for (const entry of undone) {
      const pepper = chosen.find((p) => p.id === entry.targetId)!;
      expect(entry.targetLabel).toBe(pepper.name);
      expect(entry.details).toMatchObject({
        slug: pepper.slug,
        name: pepper.name,
        undoneAction: 'pepper.bulk.update',
        undoneCount: 3,
        count: 3,
      });
      expect(entry.details?.fields).toContain('difficulty');
      // The change set and the bulk update's entries were written in one transaction: the same moment, give or take.
      expect(Math.abs(Date.parse(entry.details?.undoneAt as string) - Date.parse(updated[0].createdAt))).toBeLessThan(5000);
    }
  });

  it('an import names how many peppers it added and changed, and its undo names the import', async () => {
    const [existing] = await peppers(5, 1);
    const name = `Audit${randomUUID().slice(0, 8)}`;
    const { importPeppers } = await ok<{
      importPeppers: {
        changeSetId: string;
        counts: { new: number; changed: number };
      };
    }>(IMPORT, {
      rows: [
        { name, shu: '1000-2000', group: 'C. Annuum' },
        { slug: existing.slug, flavor: `Imported ${name}` },
      ],
    });
    expect(importPeppers.counts).toEqual({ new: 1, changed: 1 });
    const [entry] = await entries('pepper.import');
    expect(entry.details).toMatchObject({ count: 2, created: 1, updated: 1 });

    await ok(UNDO, { id: importPeppers.changeSetId });
    const [undo] = await entries('pepper.import.undo');
    expect(undo.details).toMatchObject({
      undoneAction: 'pepper.import',
      undoneCount: 2,
      created: 1,
      updated: 1,
    });
    expect(Math.abs(Date.parse(undo.details?.undoneAt as string) - Date.parse(entry.createdAt))).toBeLessThan(5000);
  });

  it('a user block names the username; a topic lock the topic and its title; a report its type', async () => {
    const member = await signIn(t, ACCOUNTS.user);
    const { setUserActive } = await ok<{ setUserActive: { username: string } }>(
      'mutation($id: ID!) { setUserActive(id: $id, isActive: false) { username } }',
      { id: member.id },
    );
    expect((await entries('user.block', member.id))[0].details).toMatchObject({
      username: setUserActive.username,
    });

    const topic = (await ok<{ topics: { topics: { id: string; title: string }[] } }>('query { topics(limit: 5) { topics { id title } } }')).topics
      .topics[0];
    await ok('mutation($id: ID!) { lockTopic(id: $id) { id } }', {
      id: topic.id,
    });
    expect((await entries('topic.lock', topic.id))[0].details).toMatchObject({
      topicId: topic.id,
      topicTitle: topic.title,
    });

    const reporter = tokens.moderator as string;
    const { reportContent } = await ok<{ reportContent: { id: string } }>(
      'mutation($input: ReportContentInput!) { reportContent(input: $input) { id } }',
      {
        input: {
          type: 'spam',
          description: 'Selling seeds',
          topicId: topic.id,
        },
      },
      reporter,
    );
    await ok('mutation($id: ID!) { resolveReport(id: $id) { id } }', {
      id: reportContent.id,
    });
    expect((await entries('report.resolve', reportContent.id))[0].details).toMatchObject({ reportType: 'spam', topicId: topic.id });
  });

  it('a settings update names each changed setting before and after', async () => {
    const { settings } = await ok<{ settings: { commentsPerPage: number } }>('query { settings { commentsPerPage } }');
    const next = settings.commentsPerPage === 25 ? 30 : 25;
    await ok(`mutation { updateSettings(input: { commentsPerPage: ${next} }) { commentsPerPage } }`);
    const [entry] = await entries('settings.update');
    expect(entry.details).toMatchObject({
      fields: ['commentsPerPage'],
      count: 1,
    });
    expect(entry.details?.changes).toEqual([
      {
        field: 'commentsPerPage',
        from: String(settings.commentsPerPage),
        to: String(next),
      },
    ]);
  });

  it('an entry written before details existed answers null details', async () => {
    const ds = t.running.app.get(DataSource);
    await ds.query(`INSERT INTO audit_log (action, target_type, target_label) VALUES ('pepper.import', 'pepper', '1 new, 0 changed')`);
    const [old] = (await entries('pepper.import')).filter((e) => e.targetLabel === '1 new, 0 changed');
    expect(old.details).toBeNull();
  });
});
