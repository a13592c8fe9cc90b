import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SOURCE_LIMITS } from '@pepper-atlas/domain';
import { randomUUID } from 'node:crypto';
import { PEPPER_SOURCES_SEED } from '../../src/database/seed/data/pepper-sources.data.js';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const SOURCE = 'title publisher url year supports';
const FIELDS = `id slug name sources { ${SOURCE} }`;
const CREATE = `mutation($input: PepperInput!) { createPepper(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdatePepperInput!) { updatePepper(id: $id, input: $input) { ${FIELDS} } }`;
const BY_SLUG = `query($slug: String!) { pepperBySlug(slug: $slug) { ${FIELDS} } }`;

type Source = { title: string; publisher: string | null; url: string | null; year: number | null; supports: string[] };
type Cited = { id: string; slug: string; name: string; sources: Source[] };

/** Issue 33: a pepper's cited sources, numbered on its page, edited by admins through GraphQL and REST. */
describe('pepper sources', () => {
  let t: TestApp;
  let admin: string;
  const unique = () => `Cited ${randomUUID().slice(0, 8)}`;
  const create = async (input: Record<string, unknown> = {}) => {
    const res = await t.gql<{ createPepper: Cited }>(CREATE, { input: { name: unique(), shu: '1000-2000', group: 'c_annuum', ...input } }, admin);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.createPepper;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, ACCOUNTS.admin)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds real sources where the seed names them, the record holders marked for their SHU', async () => {
    const reaper = (await t.gql<{ pepperBySlug: Cited }>(BY_SLUG, { slug: 'carolina-reaper' })).data!.pepperBySlug;
    // The record first (the page marks the SHU with the first source that supports it), then the article with its range.
    expect(reaper.sources).toEqual([
      { title: 'Hottest chilli pepper', publisher: 'Guinness World Records', url: null, year: 2013, supports: ['shu'] },
      { title: 'Carolina Reaper', publisher: 'Wikipedia', url: 'https://en.wikipedia.org/wiki/Carolina_Reaper', year: null, supports: ['shu', 'origin', 'species'] },
    ]);
    const seeded: Cited[] = [];
    for (let skip = 0; ; skip += 100) {
      const res = await t.gql<{ peppers: { items: Cited[] } }>(`{ peppers(take: 100, skip: ${skip}) { items { ${FIELDS} } } }`);
      seeded.push(...res.data!.peppers.items);
      if (res.data!.peppers.items.length < 100) break;
    }
    const cited = seeded.filter((p) => p.sources.length > 0);
    expect(cited.map((p) => p.name).sort()).toEqual(Object.keys(PEPPER_SOURCES_SEED).sort());
    // Every seeded pepper cites a source for its SHU figure (issue 33, item 4).
    expect(seeded.filter((p) => !p.sources.some((s) => s.supports.includes('shu'))).map((p) => p.name)).toEqual([]);
    // Every address is a web address (some pages were published, and are cited, over plain http), every year known
    // is in the past.
    for (const p of cited)
      for (const s of p.sources) {
        if (s.url) expect([p.name, s.url]).toEqual([p.name, expect.stringMatching(/^https?:\/\/[^\s]+$/)]);
        if (s.year !== null) expect(s.year).toBeLessThanOrEqual(new Date().getUTCFullYear());
      }
  });

  it('an admin writes, reorders and clears them; stored normalised; GraphQL and REST answer the same', async () => {
    const pepper = await create({
      sources: [
        { title: '  A field guide ', publisher: '', url: ' https://example.org/guide ', year: 2019, supports: ['origin', 'shu', 'origin'] },
        { title: 'Heat tests', supports: [] },
      ],
    });
    expect(pepper.sources).toEqual([
      { title: 'A field guide', publisher: null, url: 'https://example.org/guide', year: 2019, supports: ['shu', 'origin'] },
      { title: 'Heat tests', publisher: null, url: null, year: null, supports: [] },
    ]);
    const rest = await t.rest('GET', `/api/peppers/${pepper.id}`);
    expect(rest.status).toBe(200);
    expect(rest.body.sources).toEqual(pepper.sources);

    // REST replaces the list (here: the second first), and an edit of another field leaves it alone.
    const put = await t.rest('PUT', `/api/peppers/${pepper.id}`, { sources: [pepper.sources[1], pepper.sources[0]] }, admin);
    expect(put.status).toBe(200);
    expect(put.body.sources.map((s: Source) => s.title)).toEqual(['Heat tests', 'A field guide']);
    const other = await t.gql<{ updatePepper: Cited }>(UPDATE, { id: pepper.id, input: { description: 'Still cited.' } }, admin);
    expect(other.data!.updatePepper.sources.map((s) => s.title)).toEqual(['Heat tests', 'A field guide']);

    const cleared = await t.gql<{ updatePepper: Cited }>(UPDATE, { id: pepper.id, input: { sources: null } }, admin);
    expect(cleared.errors).toBeUndefined();
    expect((await t.gql<{ pepperBySlug: Cited }>(BY_SLUG, { slug: pepper.slug })).data!.pepperBySlug.sources).toEqual([]);
  });

  it('refuses a bad source with its message, which source and which part, in GraphQL and REST, and writes nothing', async () => {
    const pepper = await create({ sources: [{ title: 'Kept', supports: ['shu'] }] });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'ok', url: 'javascript:alert(1)' }, 'sourceUrlInvalid', 'url'],
      [{ title: 'ok', url: 'ftp://example.org/file' }, 'sourceUrlInvalid', 'url'],
      [{ title: 'ok', year: new Date().getUTCFullYear() + 1 }, 'sourceYearInvalid', 'year'],
      [{ title: ' ' }, 'sourceTitleRequired', 'title'],
      [{ title: 'x'.repeat(SOURCE_LIMITS.sourceTitleMax + 1) }, 'sourceTitleTooLong', 'title'],
    ];
    for (const [bad, key, part] of cases) {
      const res = await t.gql(UPDATE, { id: pepper.id, input: { sources: [{ title: 'Fine' }, bad] } }, admin);
      expect([key, res.errors?.[0]?.extensions]).toEqual([key, expect.objectContaining({ code: 'BAD_USER_INPUT', fields: { sources: key }, params: { source: '2', part } })]);
    }
    const many = Array.from({ length: SOURCE_LIMITS.sourcesMax + 1 }, (_, i) => ({ title: `Source ${i}` }));
    const tooMany = await t.gql(UPDATE, { id: pepper.id, input: { sources: many } }, admin);
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { sources: 'tooManySources' } });
    expect(tooMany.errors?.[0]?.message).toBe('A pepper may cite at most 10 sources');
    // An unknown fact is refused by the GraphQL enum itself.
    const fact = await t.gql(UPDATE, { id: pepper.id, input: { sources: [{ title: 'ok', supports: ['taste'] }] } }, admin);
    expect(fact.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const put = await t.rest('PUT', `/api/peppers/${pepper.id}`, { sources: [{ title: 'ok', url: 'data:text/html,hi' }] }, admin);
    expect(put.status).toBe(400);
    expect(put.body.message).toBe('Source URL must be a web address starting with http:// or https://');
    const restFact = await t.rest('PUT', `/api/peppers/${pepper.id}`, { sources: [{ title: 'ok', supports: ['taste'] }] }, admin);
    expect(restFact.status).toBe(400);
    const notAList = await t.rest('PUT', `/api/peppers/${pepper.id}`, { sources: 'Guinness' }, admin);
    expect(notAList.status).toBe(400);

    const after = (await t.gql<{ pepperBySlug: Cited }>(BY_SLUG, { slug: pepper.slug })).data!.pepperBySlug;
    expect(after.sources).toEqual([{ title: 'Kept', publisher: null, url: null, year: null, supports: ['shu'] }]);
  });

  it('parallel edits leave one whole list, never a mix, on either database', async () => {
    const pepper = await create();
    const lists = Array.from({ length: 8 }, (_, n) => [
      { title: `Writer ${n} first`, year: 2000 + n, supports: ['shu'] },
      { title: `Writer ${n} second`, url: `https://example.org/${n}` },
    ]);
    const results = await Promise.all(lists.map((sources) => t.gql(UPDATE, { id: pepper.id, input: { sources } }, admin)));
    expect(results.map((r) => r.errors)).toEqual(lists.map(() => undefined));
    const stored = (await t.gql<{ pepperBySlug: Cited }>(BY_SLUG, { slug: pepper.slug })).data!.pepperBySlug.sources;
    const writer = Number(/Writer (\d)/.exec(stored[0]!.title)![1]);
    expect(stored.map((s) => s.title)).toEqual([`Writer ${writer} first`, `Writer ${writer} second`]);
  });

  it('a member cannot write them, and the audit log names the titles', async () => {
    const member = (await signIn(t, ACCOUNTS.user)).token;
    const pepper = await create();
    const res = await t.gql(UPDATE, { id: pepper.id, input: { sources: [{ title: 'Mine' }] } }, member);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await t.gql(UPDATE, { id: pepper.id, input: { sources: [{ title: 'Audited', year: 2020 }] } }, admin);
    const log = await t.gql<{ auditLog: { items: { action: string; targetId: string; details: { changes: { field: string; to: string | null }[] | null } }[] } }>(
      '{ auditLog(take: 10) { items { action targetId details { changes { field to } } } } }',
      {},
      admin,
    );
    expect(log.errors).toBeUndefined();
    const entry = log.data!.auditLog.items.find((i) => i.action === 'pepper.update' && i.targetId === pepper.id);
    expect(entry?.details.changes?.find((c) => c.field === 'sources')?.to).toBe('Audited (2020)');
  });
});
