import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { compareWithJalapeno } from '@pepper-atlas/domain';
import { PepperRelationsService } from '../../src/peppers/pepper-relations.service.js';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

/** Issue 33: what the pepper page says about a pepper next to others (the jalapeño yardstick). */
describe('pepper page: heat next to a jalapeño', () => {
  let t: TestApp;
  type Comparison = { kind: string; lowTimes: number | null; highTimes: number | null };
  type Item = { name: string; shuMin: number; shuMax: number | null; heatComparison: Comparison };

  const bySlug = async (slug: string) => {
    const res = await t.gql<{ pepperBySlug: Item }>(
      'query($slug: String!) { pepperBySlug(slug: $slug) { name shuMin shuMax heatComparison { kind lowTimes highTimes } } }',
      { slug },
    );
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.pepperBySlug;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says a habanero is about 12-140 times the heat, a jalapeño about the same, a bell pepper milder', async () => {
    expect((await bySlug('habanero')).heatComparison).toEqual({ kind: 'HOTTER', lowTimes: 12, highTimes: 140 });
    expect((await bySlug('jalapeno')).heatComparison).toEqual({ kind: 'SIMILAR', lowTimes: null, highTimes: null });
    expect((await bySlug('bell-pepper')).heatComparison).toEqual({ kind: 'MILDER', lowTimes: null, highTimes: null });
  });

  it('answers for every pepper of a list as the domain computes it', async () => {
    const res = await t.gql<{ peppers: { items: Item[] } }>('{ peppers(take: 100) { items { name shuMin shuMax heatComparison { kind lowTimes highTimes } } } }');
    expect(res.errors).toBeUndefined();
    const items = res.data!.peppers.items;
    expect(items.length).toBeGreaterThan(20);
    for (const p of items) expect(p.heatComparison).toEqual(compareWithJalapeno({ min: p.shuMin, max: p.shuMax }));
  });
});

/** Issue 33: similar peppers and kitchen substitutes, computed on the server from the active catalogue. */
describe('pepper page: similar peppers and substitutes', () => {
  let t: TestApp;
  let admin: string;
  type Related = { id: string; name: string; group: string; shuMin: number; shuMax: number | null; views: number; likes: number; isActive: boolean };
  type Item = Related & { similarPeppers: Related[]; substitutes: Related[] };
  const FIELDS = 'id name group shuMin shuMax views likes isActive';
  const RELATED = `${FIELDS} similarPeppers { ${FIELDS} } substitutes { ${FIELDS} }`;

  const bySlug = async (slug: string) => {
    const res = await t.gql<{ pepperBySlug: Item }>(`query($slug: String!) { pepperBySlug(slug: $slug) { ${RELATED} } }`, { slug });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.pepperBySlug;
  };
  // The service's scale: log10 of 100 + SHU.
  const decade = (p: Related) => Math.log10(100 + (p.shuMax === null ? p.shuMin : (p.shuMin + p.shuMax) / 2));
  const popularity = (p: Related) => p.likes * 5 + p.views;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, ACCOUNTS.admin)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("gives a habanero 4-6 chinense peppers near its heat, never itself", async () => {
    const habanero = await bySlug('habanero');
    expect(habanero.group).toBe('c_chinense');
    expect(habanero.similarPeppers.length).toBeGreaterThanOrEqual(4);
    expect(habanero.similarPeppers.length).toBeLessThanOrEqual(6);
    for (const p of habanero.similarPeppers) {
      expect(p.group).toBe('c_chinense');
      expect(p.isActive).toBe(true);
      expect(Math.abs(decade(p) - decade(habanero))).toBeLessThanOrEqual(0.7 + 1e-9);
    }
    const ids = habanero.similarPeppers.map((p) => p.id);
    expect(ids).not.toContain(habanero.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('puts the pepper that shares its flavour words before one as near in heat that shares none', async () => {
    // Three baccatum peppers hotter than any seeded one: the two others the same distance from the first in heat, and the
    // one with nothing in common first by name. Only the shared words ("smoky", "raisin") can put the twin first.
    const create = async (name: string, shu: string, flavor: string) => {
      const res = await t.gql<{ createPepper: { id: string; slug: string } }>(
        'mutation($input: PepperInput!) { createPepper(input: $input) { id slug } }',
        { input: { name, shu, group: 'c_baccatum', flavor } },
        admin,
      );
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      return res.data!.createPepper;
    };
    const created = [
      await create('Flavour Test Target', '777,000', 'Smoky and raisin-like, with dried fruit'),
      await create('Zz Smoky Twin', '800,000', 'Smoky raisin sweetness'),
      await create('Aa Grassy Neighbour', '800,000', 'Grassy, green and bright'),
    ];
    try {
      const [target, twin, neighbour] = created;
      const similar = (await bySlug(target!.slug)).similarPeppers.map((p) => p.id);
      expect(similar).toContain(twin!.id);
      expect(similar).toContain(neighbour!.id);
      expect(similar.indexOf(twin!.id)).toBeLessThan(similar.indexOf(neighbour!.id));
      // Nothing seeded is nearer: the twin is the first of all.
      expect(similar[0]).toBe(twin!.id);
    } finally {
      for (const { id } of created) expect((await t.gql('mutation($id: ID!) { deletePepper(id: $id) { id } }', { id }, admin)).errors).toBeUndefined();
    }
  });

  it('gives substitutes that are more common and near its heat, never itself: a habanero for a Fatalii', async () => {
    const fatalii = await bySlug('fatalii');
    expect(fatalii.substitutes.length).toBeGreaterThan(0);
    expect(fatalii.substitutes.length).toBeLessThanOrEqual(4);
    for (const p of fatalii.substitutes) {
      expect(p.id).not.toBe(fatalii.id);
      expect(p.isActive).toBe(true);
      expect(popularity(p)).toBeGreaterThan(popularity(fatalii));
      expect(Math.abs(decade(p) - decade(fatalii))).toBeLessThanOrEqual(0.5 + 1e-9);
    }
    expect(fatalii.substitutes.map((p) => p.name)).toContain('Habanero');
    // The habanero is the most common pepper of its heat: nothing more common to cook with instead.
    const habanero = await bySlug('habanero');
    expect(habanero.substitutes.every((p) => popularity(p) > popularity(habanero))).toBe(true);
    // The jalapeño, among the most viewed, still has similar peppers.
    const jalapeno = await bySlug('jalapeno');
    expect(jalapeno.similarPeppers.length).toBeGreaterThanOrEqual(4);
    // A bell pepper (0 SHU) has sweet neighbours, not only other zeros.
    expect((await bySlug('bell-pepper')).similarPeppers.length).toBeGreaterThanOrEqual(4);
    expect(jalapeno.substitutes.every((p) => popularity(p) > popularity(jalapeno))).toBe(true);
  });

  it('leaves out a pepper an admin deactivated, and takes it back when it is active again', async () => {
    const before = await bySlug('habanero');
    const hidden = before.similarPeppers[0]!;
    const set = (value: boolean) =>
      t.gql('mutation($id: ID!, $value: Boolean!) { setPepperStatus(id: $id, action: active, value: $value) { isActive } }', { id: hidden.id, value }, admin);
    expect((await set(false)).errors).toBeUndefined();
    try {
      const after = await bySlug('habanero');
      expect(after.similarPeppers.map((p) => p.id)).not.toContain(hidden.id);
      expect(after.substitutes.map((p) => p.id)).not.toContain(hidden.id);
      expect(after.similarPeppers.length).toBeGreaterThanOrEqual(4);
    } finally {
      expect((await set(true)).errors).toBeUndefined();
    }
    expect((await bySlug('habanero')).similarPeppers.map((p) => p.id)).toContain(hidden.id);
  });

  it('answers a list the same as each page, in one batch (no query per pepper)', async () => {
    const relations = t.running.app.get(PepperRelationsService);
    const similar = jest.spyOn(relations, 'similarOf');
    const substitutes = jest.spyOn(relations, 'substitutesOf');
    let res;
    try {
      res = await t.gql<{ peppers: { items: Item[] } }>(`{ peppers(take: 100) { items { ${RELATED} } } }`);
      expect(similar).toHaveBeenCalledTimes(1);
      expect(substitutes).toHaveBeenCalledTimes(1);
    } finally {
      similar.mockRestore();
      substitutes.mockRestore();
    }
    expect(res.errors).toBeUndefined();
    const items = res.data!.peppers.items;
    const habanero = items.find((p) => p.name === 'Habanero')!;
    expect(habanero.similarPeppers).toEqual((await bySlug('habanero')).similarPeppers);
    for (const p of items) {
      expect(p.similarPeppers.map((s) => s.id)).not.toContain(p.id);
      expect(p.similarPeppers.length).toBeLessThanOrEqual(6);
    }
  });
});

/** Issue 33, the origin section: the other peppers from a pepper's country. */
describe('pepper page: other peppers from the same country', () => {
  let t: TestApp;
  let admin: string;
  type Related = { id: string; name: string; country: string | null; views: number; likes: number; isActive: boolean };
  type Item = Related & { sameCountryPeppers: Related[] };
  const FIELDS = 'id name country views likes isActive';
  const QUERY = `${FIELDS} sameCountryPeppers { ${FIELDS} }`;
  const popularity = (p: Related) => p.likes * 5 + p.views;

  const bySlug = async (slug: string) => {
    const res = await t.gql<{ pepperBySlug: Item }>(`query($slug: String!) { pepperBySlug(slug: $slug) { ${QUERY} } }`, { slug });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.pepperBySlug;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, ACCOUNTS.admin)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists up to 6 active peppers of a habanero's country, the most common first, never itself", async () => {
    const habanero = await bySlug('habanero');
    expect(habanero.country).toBe('MX');
    const others = habanero.sameCountryPeppers;
    expect(others.length).toBeGreaterThanOrEqual(2);
    expect(others.length).toBeLessThanOrEqual(6);
    for (const p of others) {
      expect(p.country).toBe('MX');
      expect(p.isActive).toBe(true);
      expect(p.id).not.toBe(habanero.id);
    }
    const scores = others.map(popularity);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('leaves out a pepper an admin deactivated, and takes it back when it is active again', async () => {
    const hidden = (await bySlug('habanero')).sameCountryPeppers[0]!;
    const set = (value: boolean) =>
      t.gql('mutation($id: ID!, $value: Boolean!) { setPepperStatus(id: $id, action: active, value: $value) { isActive } }', { id: hidden.id, value }, admin);
    expect((await set(false)).errors).toBeUndefined();
    try {
      expect((await bySlug('habanero')).sameCountryPeppers.map((p) => p.id)).not.toContain(hidden.id);
    } finally {
      expect((await set(true)).errors).toBeUndefined();
    }
    expect((await bySlug('habanero')).sameCountryPeppers.map((p) => p.id)).toContain(hidden.id);
  });

  it('answers a whole list in one batch, each the same as its page, and nothing for an unknown country', async () => {
    const relations = t.running.app.get(PepperRelationsService);
    const sameCountry = jest.spyOn(relations, 'sameCountryOf');
    let res;
    try {
      res = await t.gql<{ peppers: { items: Item[] } }>(`{ peppers(take: 100) { items { ${QUERY} } } }`);
      expect(sameCountry).toHaveBeenCalledTimes(1);
    } finally {
      sameCountry.mockRestore();
    }
    expect(res.errors).toBeUndefined();
    const items = res.data!.peppers.items;
    const habanero = items.find((p) => p.name === 'Habanero')!;
    expect(habanero.sameCountryPeppers).toEqual((await bySlug('habanero')).sameCountryPeppers);
    for (const p of items) {
      if (p.country === null) expect(p.sameCountryPeppers).toEqual([]);
      for (const other of p.sameCountryPeppers) expect(other.country).toBe(p.country);
    }
  });
});
