import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FORUM_FILTER_CATEGORIES, TOPIC_CATEGORIES } from '@pepper-atlas/domain';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

/**
 * Issue 21: the forum's category chips. One rule: a topic belongs to its stored category (the one chosen when it was
 * posted, shown by its icon); a chip's count is the number of topics the list shows when the chip is chosen (pinned
 * ones plus the paged total), over all topics and under the same search.
 */
describe('forum category chips: a count is what the chosen chip lists', () => {
  let t: TestApp;
  let member: string;
  type Counts = { category: string; count: number }[];
  const stats = async (search?: string) => {
    const res = await t.gql<{ categoryStats: Counts }>('query($search: String) { categoryStats(search: $search) { category count } }', { search });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return Object.fromEntries(res.data!.categoryStats.map((c) => [c.category, c.count]));
  };
  /** How many topics the list shows for a chip: pinned plus the total of the paged, unpinned ones. */
  const shown = async (chip: string, search?: string) => {
    const res = await t.gql<{ topics: { total: number; pinnedTopics: { id: string; category: string }[]; topics: { category: string }[] } }>(
      'query($category: TopicCategory, $search: String) { topics(category: $category, search: $search, limit: 5) { total pinnedTopics { id category } topics { category } } }',
      { category: chip === 'all' ? null : chip, search },
    );
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    const page = res.data!.topics;
    if (chip !== 'all') expect([...page.pinnedTopics, ...page.topics].every((topic) => topic.category === chip)).toBe(true);
    return page.total + page.pinnedTopics.length;
  };
  const chipCount = (counts: Record<string, number>, chip: string) =>
    chip === 'all' ? Object.values(counts).reduce((sum, n) => sum + n, 0) : (counts[chip] ?? 0);

  beforeAll(async () => {
    t = await createTestApp();
    member = (await signIn(t, ACCOUNTS.user)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts every category, and each chip count equals the topics its list shows', async () => {
    const counts = await stats();
    expect(Object.keys(counts).sort()).toEqual([...TOPIC_CATEGORIES].sort());
    for (const chip of FORUM_FILTER_CATEGORIES) {
      expect([chip, chipCount(counts, chip)]).toEqual([chip, await shown(chip)]);
    }
  });

  it('follows the stored category, not words in the subject, in either language', async () => {
    const before = await stats();
    const create = (input: Record<string, unknown>) =>
      t.gql('mutation($input: CreateTopicInput!) { createTopic(input: $input) { id category } }', { input: { description: ['x'], ...input } }, member);
    // Subjects that name other categories ("salsa recipe", "מחלה"): the chosen category decides.
    expect((await create({ title: 'Chip rule one', subject: 'Salsa recipe from my harvest', category: 'growing' })).errors).toBeUndefined();
    expect((await create({ title: 'Chip rule two', subject: 'מחלה בעלים של הצמח', category: 'tips' })).errors).toBeUndefined();
    const after = await stats();
    expect(after.growing).toBe(before.growing + 1);
    expect(after.tips).toBe(before.tips + 1);
    expect(after.recipe).toBe(before.recipe);
    expect(after.diseases).toBe(before.diseases);
    for (const chip of FORUM_FILTER_CATEGORIES) expect([chip, chipCount(after, chip)]).toEqual([chip, await shown(chip)]);
  });

  it('counts under the search in force, as the list filters', async () => {
    for (const search of ['chip rule', 'habanero', 'פלפל', 'no-such-words-anywhere']) {
      const counts = await stats(search);
      for (const chip of FORUM_FILTER_CATEGORIES) {
        expect([search, chip, chipCount(counts, chip)]).toEqual([search, chip, await shown(chip, search)]);
      }
    }
    expect(chipCount(await stats('chip rule'), 'all')).toBe(2);
  });
});
