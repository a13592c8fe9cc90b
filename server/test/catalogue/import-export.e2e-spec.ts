import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cellsToImportRow, exportCsv, guessColumnMapping, PEPPER_COLUMNS, type PepperColumn, parseCsv } from '@pepper-atlas/domain';
import { randomUUID } from 'node:crypto';
import { type Actor, actorTokens } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const IMPORT = `mutation($rows: [PepperImportRow!]!, $dryRun: Boolean!, $skip: Boolean) {
  importPeppers(rows: $rows, dryRun: $dryRun, skipInvalid: $skip) {
    dryRun applied changeSetId counts { new changed unchanged invalid }
    rows { row status id slug name changes { field before after } errors { field code message } }
  }
}`;
const UNDO = 'mutation($id: ID!) { undoPepperChanges(changeSetId: $id) { applied count results { id ok error } } }';
// Sources are a list of objects: their parts asked for by name.
const EXPORT_FIELDS = PEPPER_COLUMNS.map((c) => (c === 'sources' ? 'sources { title publisher url year supports }' : c)).join(' ');
const EXPORT = `query($filter: PepperFilterInput) { pepperExport(filter: $filter) { id ${EXPORT_FIELDS} } }`;

type Result = {
  dryRun: boolean;
  applied: boolean;
  changeSetId: string | null;
  counts: Record<'new' | 'changed' | 'unchanged' | 'invalid', number>;
  rows: { row: number; status: string; id: string | null; slug: string | null; name: string | null; changes: { field: string; before: string | null; after: string | null }[]; errors: { field: string | null; code: string; message: string }[] }[];
};

describe('import and export of peppers', () => {
  let t: TestApp;
  let tokens: Record<Actor, string | undefined>;
  let admin: string;
  const run = async (rows: unknown[], dryRun: boolean, skip?: boolean) => {
    const res = await t.gql<{ importPeppers: Result }>(IMPORT, { rows, dryRun, skip }, admin);
    return { result: res.data?.importPeppers as Result, errors: res.errors };
  };
  const exported = async (filter?: Record<string, unknown>) => {
    const res = await t.gql(EXPORT, { filter }, admin);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data?.pepperExport as (Record<PepperColumn, unknown> & { id: string })[];
  };
  /** Unique names per run, so that parallel suites and reruns never meet. */
  const token = () => `Imp${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await actorTokens(t);
    admin = tokens.admin as string;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a dry run names new, changed, unchanged and invalid rows and writes nothing', async () => {
    const [first, second] = await exported();
    const name = token();
    const before = await exported();
    const { result, errors } = await run(
      [
        { name: `${name} One`, shu: '1000-2000', group: 'C. Annuum' },
        { slug: first.slug, flavor: 'Imported flavour', difficulty: 'hard' },
        { name: second.name, shu: second.shu },
        { name: `${name} Bad`, shu: 'hot', group: 'nonsense' },
      ],
      true,
    );
    expect(errors).toBeUndefined();
    expect(result).toMatchObject({ dryRun: true, applied: false, changeSetId: null, counts: { new: 1, changed: 1, unchanged: 1, invalid: 1 } });
    expect(result.rows[0]).toMatchObject({ row: 1, status: 'new', name: `${name} One` });
    expect(result.rows[1]).toMatchObject({ status: 'changed', id: first.id });
    expect(result.rows[1].changes).toContainEqual({ field: 'flavor', before: (first.flavor as string | null) ?? null, after: 'Imported flavour' });
    expect(result.rows[2]).toMatchObject({ status: 'unchanged', id: second.id, changes: [] });
    expect(result.rows[3].errors).toEqual(
      expect.arrayContaining([
        { field: 'shu', code: 'shuInvalid', message: 'Invalid SHU value' },
        { field: 'group', code: 'groupInvalid', message: 'Invalid group selected' },
      ]),
    );
    expect(await exported()).toEqual(before);
  });

  it('applies all or nothing: one invalid row in 1,000 refuses the import with its message; skipInvalid applies the rest; undo removes them', async () => {
    const name = token();
    const rows = Array.from({ length: 1000 }, (_, i) => ({ name: `${name} ${i + 1}`, shu: `${1000 + i}`, group: 'c_chinense', country: 'Mexico' }));
    rows[499] = { ...rows[499], name: '' };
    const refused = await run(rows, false);
    expect(refused.errors?.[0].message).toBe('Row 500: Pepper name is required');
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: 'pepperNameRequired' } });
    expect((await run(rows, true)).result.counts).toEqual({ new: 999, changed: 0, unchanged: 0, invalid: 1 });

    const { result } = await run(rows, false, true);
    expect(result).toMatchObject({ applied: true, counts: { new: 999, invalid: 1 } });
    expect(result.rows[0].id).toEqual(expect.any(String));
    const again = await run(rows, true);
    expect(again.result.counts).toEqual({ new: 0, changed: 0, unchanged: 999, invalid: 1 });
    const audit = await t.gql('query { auditLog(take: 5) { items { action targetLabel } } }', {}, admin);
    expect(audit.data?.auditLog.items).toContainEqual({ action: 'pepper.import', targetLabel: '999 new, 0 changed' });

    const undo = await t.gql(UNDO, { id: result.changeSetId }, admin);
    expect(undo.data?.undoPepperChanges).toMatchObject({ applied: true, count: 999 });
    expect((await run(rows, true)).result.counts).toEqual({ new: 999, changed: 0, unchanged: 0, invalid: 1 });
  });

  it('updates matched by slug or English name, field by field, and undo restores them', async () => {
    const all = await exported();
    const [a, b] = all.slice(5, 7);
    const before = await exported({ status: 'all', search: undefined });
    const { result } = await run(
      [
        { slug: a.slug, region: 'Imported region', isFeatured: !a.isFeatured, sources: [{ title: 'Imported source', year: 2001, supports: ['origin'] }] },
        { name: (b.name as string).toUpperCase(), hebFlavor: 'טעם מיובא', growingDaysMin: 70, growingDaysMax: 80 },
      ],
      false,
    );
    expect(result.counts).toEqual({ new: 0, changed: 2, unchanged: 0, invalid: 0 });
    expect(result.rows[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'region', before: (a.region as string | null) ?? null, after: 'Imported region' },
        { field: 'isFeatured', before: String(a.isFeatured), after: String(!a.isFeatured) },
      ]),
    );
    const changed = await exported();
    expect(changed.find((p) => p.id === a.id)).toMatchObject({
      region: 'Imported region',
      isFeatured: !a.isFeatured,
      sources: [{ title: 'Imported source', publisher: null, url: null, year: 2001, supports: ['origin'] }],
    });
    expect(changed.find((p) => p.id === b.id)).toMatchObject({ hebFlavor: 'טעם מיובא', growingDaysMin: 70, growingDaysMax: 80 });
    const undo = await t.gql(UNDO, { id: result.changeSetId }, admin);
    expect(undo.data?.undoPepperChanges.applied).toBe(true);
    expect(await exported({ status: 'all' })).toEqual(before);
  });

  it('undoes later imports first, then earlier ones; an undo over a later edit is refused and removes nothing', async () => {
    const [pepper] = (await exported()).slice(8, 9);
    const first = (await run([{ slug: pepper.slug, flavor: 'First import' }], false)).result;
    const second = (await run([{ slug: pepper.slug, flavor: 'Second import' }], false)).result;
    expect((await t.gql(UNDO, { id: second.changeSetId }, admin)).data?.undoPepperChanges.applied).toBe(true);
    expect((await exported()).find((p) => p.id === pepper.id)?.flavor).toBe('First import');
    expect((await t.gql(UNDO, { id: first.changeSetId }, admin)).data?.undoPepperChanges.applied).toBe(true);
    expect((await exported()).find((p) => p.id === pepper.id)?.flavor).toBe(pepper.flavor);

    const name = token();
    const added = (await run([{ name: `${name} A`, shu: '10', group: 'C. Annuum' }, { name: `${name} B`, shu: '20', group: 'C. Annuum' }], false)).result;
    const edited = added.rows[1].id;
    await t.gql('mutation($id: ID!) { updatePepper(id: $id, input: { flavor: "Edited after the import" }) { id } }', { id: edited }, admin);
    const undo = await t.gql(UNDO, { id: added.changeSetId }, admin);
    expect(undo.data?.undoPepperChanges.applied).toBe(false);
    expect(undo.data?.undoPepperChanges.results).toContainEqual({ id: edited, ok: false, error: 'CONFLICT' });
    expect((await run([{ name: `${name} A` }, { name: `${name} B` }], true)).result.counts.unchanged).toBe(2);
  });

  it('round trip: the exported CSV imported again reports every pepper unchanged', async () => {
    const peppers = await exported();
    expect(peppers.length).toBeGreaterThan(20);
    const [header, ...lines] = parseCsv(exportCsv(peppers));
    const mapping = guessColumnMapping(header);
    const rows = lines.map((line) => cellsToImportRow(line, mapping));
    expect(rows.flatMap((r) => r.errors)).toEqual([]);
    const { result, errors } = await run(rows.map((r) => r.row), true);
    expect(errors).toBeUndefined();
    expect(result.rows.filter((r) => r.status !== 'unchanged')).toEqual([]);
    expect(result.counts.unchanged).toBe(peppers.length);
  });

  it('bulk edit of every pepper the filter matches: the confirmed count must still hold; undo as one step', async () => {
    const filter = { status: 'all', groups: ['c_chinense'], search: 'habanero' };
    const list = await t.gql('query($groups: [PepperGroup!]) { peppers(status: all, groups: $groups, search: "habanero", take: 100) { totalItems items { id difficulty } } }', { groups: filter.groups }, admin);
    const { totalItems, items } = list.data?.peppers as { totalItems: number; items: { id: string; difficulty: string }[] };
    expect(totalItems).toBeGreaterThan(0);
    const MUTATION = `mutation($filter: PepperFilterInput!, $count: Int) {
      bulkUpdateMatchingPeppers(filter: $filter, patch: { difficulty: hard }, expectedCount: $count) { applied count changeSetId }
    }`;
    const stale = await t.gql(MUTATION, { filter, count: totalItems + 1 }, admin);
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    const res = await t.gql(MUTATION, { filter, count: totalItems }, admin);
    expect(res.data?.bulkUpdateMatchingPeppers).toMatchObject({ applied: true, count: totalItems });
    expect((await exported(filter)).every((p) => p.difficulty === 'hard')).toBe(true);
    await t.gql(UNDO, { id: res.data?.bulkUpdateMatchingPeppers.changeSetId }, admin);
    const back = await exported(filter);
    for (const item of items) expect(back.find((p) => p.id === item.id)?.difficulty).toBe(item.difficulty);
  });

  it('takes 10,000 rows in one call (a body over the ordinary 1 MB limit, for admins only) and refuses more', async () => {
    const name = token();
    const description = 'A long description of a pepper imported in bulk. '.repeat(8);
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ name: `${name} ${i}`, shu: '5000', group: 'C. Annuum', description }));
    expect(JSON.stringify(rows).length).toBeGreaterThan(4_000_000);
    const { result, errors } = await run(rows, true);
    expect(errors).toBeUndefined();
    expect(result.counts.new).toBe(10_000);
    const tooMany = await run([...rows, { name: `${name} x`, shu: '1', group: 'C. Annuum' }], true);
    expect(tooMany.errors?.[0]).toMatchObject({ message: 'At most 10,000 rows per import', extensions: { code: 'BAD_USER_INPUT' } });
    const moderator = await t.gql(IMPORT, { rows, dryRun: true }, tokens.moderator).catch((error: Error) => ({ errors: [{ message: error.message }] }));
    expect(JSON.stringify(moderator)).toMatch(/too large/i);
    // A token that only claims the admin role (not signed by the server) gets the ordinary limit too.
    const claim = Buffer.from(JSON.stringify({ sub: randomUUID(), role: 'admin', ver: 0, exp: 4_000_000_000 })).toString('base64url');
    const forged = await t.gql(IMPORT, { rows, dryRun: true }, `eyJhbGciOiJIUzI1NiJ9.${claim}.c2lnbmF0dXJl`).catch((error: Error) => ({ errors: [{ message: error.message }] }));
    expect(JSON.stringify(forged)).toMatch(/too large/i);
  }, 60_000);

  it('is for active admins only', async () => {
    for (const actor of ['guest', 'user', 'moderator'] as Actor[]) {
      const res = await t.gql(IMPORT, { rows: [{ name: 'Nope', shu: '1', group: 'C. Annuum' }], dryRun: true }, tokens[actor]);
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(res.errors?.[0].extensions?.code);
      const exp = await t.gql(EXPORT, {}, tokens[actor]);
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(exp.errors?.[0].extensions?.code);
    }
  });
});
