import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FORUM_SEARCH_COUNT_CAP } from '@pepper-atlas/domain';
import { DataSource } from 'typeorm';
import { TYPOS_WHEN_FEWER_THAN } from '../../src/common/search/folded-search.js';
import { ACCOUNTS, type Actor, actorTokens, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const CREATE = 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }';
const ADD = 'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }';
const SEARCH = `query($search: String!, $category: TopicCategory, $page: Int, $limit: Int) {
  forumSearch(search: $search, category: $category, page: $page, limit: $limit) {
    total currentPage totalPages
    hits { kind date commentPage topic { id title category author { username } } comment { id text parentId author { username } }
      title { text highlights { start length } } excerpt { text highlights { start length } } } } }`;

interface Hit {
  kind: 'topic' | 'comment';
  date: string;
  commentPage: number | null;
  topic: { id: string; title: string };
  comment: { id: string; text: string; parentId: string | null } | null;
  title: { text: string; highlights: { start: number; length: number }[] };
  excerpt: { text: string; highlights: { start: number; length: number }[] };
}
interface SearchPage {
  total: number;
  currentPage: number;
  totalPages: number;
  hits: Hit[];
}

/** The highlighted words of a text, as the client would mark them. */
const marked = (t: Hit['excerpt']) => t.highlights.map((h) => t.text.slice(h.start, h.start + h.length));

describe('forum search: titles, descriptions and comments', () => {
  let t: TestApp;
  let tokens: Record<Actor, string | undefined>;
  let search: (variables: Record<string, unknown>, token?: string) => Promise<SearchPage>;
  const ids: Record<string, string> = {};

  const topic = async (input: Record<string, unknown>, token = tokens.admin) => {
    const res = await t.gql(CREATE, { input }, token);
    expect(res.errors).toBeUndefined();
    return res.data?.createTopic.id as string;
  };
  const comment = async (topicId: string, text: string, token = tokens.admin, parentId?: string) => {
    const res = await t.gql(ADD, { input: { topicId, text, ...(parentId ? { parentId } : {}) } }, token);
    expect(res.errors).toBeUndefined();
    return res.data?.addComment.id as string;
  };

  beforeAll(async () => {
    // Five comments a page, so a comment's page is quick to push past the first.
    t = await createTestApp({}, { settings: { commentsPerPage: 5 } });
    tokens = await actorTokens(t);
    search = async (variables, token) => {
      const res = await t.gql(SEARCH, variables, token);
      expect(res.errors).toBeUndefined();
      return res.data?.forumSearch as SearchPage;
    };
    ids.en = await topic({ title: 'Growing Zephyrino peppers indoors', subject: 'Windowsill', category: 'growing', description: ['The plant likes warm nights.'] });
    ids.he = await topic({ title: 'שאלה על פלפל זְבַרְגָּדִין', subject: 'זיהוי', category: 'identification', description: ['הפרי אדום וקטן'] });
    // Six comments: the sixth is on page 2 of the topic.
    for (let i = 1; i <= 5; i++) ids[`filler${i}`] = await comment(ids.en, `Filler comment number ${i}`);
    ids.accents = await comment(ids.en, 'Serve it with a crème fraîche dip and smoked tomatillo.');
    ids.hebrewComment = await comment(ids.he, 'הַפִּלְפֵּל הַזֶּה נִקְרָא מַרְגָּלִית הַגִּנָּה');
    ids.reply = await comment(ids.en, 'A reply about Xylocarp seeds', tokens.admin, ids.filler2);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds a word that is only in a comment, with the page and anchor of the comment', async () => {
    const page = await search({ search: 'CREME FRAICHE' });
    expect(page).toMatchObject({ total: 1, currentPage: 1, totalPages: 1 });
    const [hit] = page.hits;
    expect(hit).toMatchObject({ kind: 'comment', topic: { id: ids.en }, comment: { id: ids.accents, parentId: null }, commentPage: 2 });
    expect(marked(hit.excerpt)).toEqual(['crème', 'fraîche']);
    // The title does not have the words: nothing marked in it.
    expect(hit.title).toEqual({ text: 'Growing Zephyrino peppers indoors', highlights: [] });
  });

  it('gives a reply the page of its thread', async () => {
    const [hit] = (await search({ search: 'xylocarp' })).hits;
    expect(hit).toMatchObject({ kind: 'comment', comment: { id: ids.reply, parentId: ids.filler2 }, commentPage: 1 });
    expect(marked(hit.excerpt)).toEqual(['Xylocarp']);
  });

  it('finds Hebrew words whatever their points, inside words with prefixes, and marks them with their points', async () => {
    const [hit] = (await search({ search: 'מרגלית' })).hits;
    expect(hit).toMatchObject({ kind: 'comment', comment: { id: ids.hebrewComment } });
    expect(marked(hit.excerpt)).toEqual(['מַרְגָּלִית']);
    const byTitle = await search({ search: 'זברגדין' });
    expect(byTitle.hits.map((h) => [h.kind, h.topic.id])).toEqual([['topic', ids.he]]);
    expect(marked(byTitle.hits[0].title)).toEqual(['זְבַרְגָּדִין']);
    // "גנה" inside "הַגִּנָּה" (the definite article is a prefix).
    expect((await search({ search: 'גנה' })).hits.map((h) => h.comment?.id)).toEqual([ids.hebrewComment]);
  });

  it('forgives a typo in a title, and marks the word it matched', async () => {
    const page = await search({ search: 'zephirino' });
    expect(page.hits.map((h) => [h.kind, h.topic.id])).toEqual([['topic', ids.en]]);
    expect(marked(page.hits[0].title)).toEqual(['Zephyrino']);
    // The forum list's search is the same search for topics.
    const list = await t.gql('query($s: String) { topics(search: $s) { topics { id } total } }', { s: 'ZEPHIRINO' });
    expect(list.data?.topics).toEqual({ topics: [{ id: ids.en }], total: 1 });
  });

  it('forgives a typo in a title only while the words as typed find fewer than TYPOS_WHEN_FEWER_THAN hits', async () => {
    const typoTitle = await topic({ title: 'Velmorino seedlings', subject: 'typo', description: ['A title one letter away'] });
    const exact = await topic({ title: 'Velmarino seedlings', subject: 'exact', description: ['The word as typed'] });
    const found = async () => (await search({ search: 'velmarino', limit: 50 })).hits.map((h) => h.comment?.id ?? h.topic.id);
    expect(await found()).toEqual(expect.arrayContaining([typoTitle, exact]));
    for (let i = 1; i < TYPOS_WHEN_FEWER_THAN; i++) await comment(exact, `velmarino note ${i}`);
    // Now the word as typed finds enough (the topic and its comments): no guess at a typo.
    const hits = await found();
    expect(hits).toHaveLength(TYPOS_WHEN_FEWER_THAN);
    expect(hits).not.toContain(typoTitle);
    // The typo itself still finds both titles (nothing matches it as typed).
    expect((await search({ search: 'velmurino' })).hits.map((h) => h.topic.id).sort()).toEqual([typoTitle, exact].sort());
    // The forum list's search has the same rule, counted in topics: with enough topics named as typed, no typo either.
    const listed = async () => (await t.gql('query($s: String) { topics(search: $s, limit: 50) { topics { id } total } }', { s: 'velmarino' })).data?.topics;
    expect((await listed()).topics.map((x: { id: string }) => x.id)).toContain(typoTitle);
    await t.running.app.get(DataSource).query(
      `INSERT INTO topics (id, title, subject, category, author_id, description, create_date)
         SELECT gen_random_uuid(), 'Velmarino grow log ' || n, 'log', 'growing', t.author_id, t.description, now() - n * interval '1 minute'
         FROM topics t, generate_series(1, $2::int) n WHERE t.id = $1`,
      [exact, TYPOS_WHEN_FEWER_THAN],
    );
    const list = await listed();
    expect(list.total).toBe(TYPOS_WHEN_FEWER_THAN + 1);
    expect(list.topics.map((x: { id: string }) => x.id)).not.toContain(typoTitle);
  });

  it('needs every word, each in the same topic or comment', async () => {
    expect((await search({ search: 'zephyrino windowsill' })).hits.map((h) => h.topic.id)).toEqual([ids.en]);
    expect((await search({ search: 'zephyrino tomatillo' })).total).toBe(0);
  });

  it('filters by category and refuses bad input with BAD_USER_INPUT', async () => {
    expect((await search({ search: 'זברגדין', category: 'growing' })).total).toBe(0);
    expect((await search({ search: 'זברגדין', category: 'identification' })).total).toBe(1);
    const res = await t.gql(SEARCH, { search: 'x'.repeat(101) });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await t.gql(SEARCH, { search: 'x', limit: 51 })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await search({ search: '   ' })).toEqual({ total: 0, currentPage: 1, totalPages: 1, hits: [] });
  });

  it('pages newest first, without repeats, and counts every hit', async () => {
    const pageTopic = await topic({ title: 'Quorvalent paging topic', subject: 'paging', description: ['quorvalent'] });
    for (let i = 1; i <= 11; i++) await comment(pageTopic, `quorvalent comment ${i}`);
    const pages = [1, 2, 3].map((page) => search({ search: 'quorvalent', page, limit: 5 }));
    const [one, two, three] = await Promise.all(pages);
    expect([one.total, one.totalPages, three.hits.length]).toEqual([12, 3, 2]);
    const all = [...one.hits, ...two.hits, ...three.hits];
    expect(new Set(all.map((h) => h.comment?.id ?? h.topic.id)).size).toBe(12);
    const dates = all.map((h) => Date.parse(h.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(all[0].excerpt.text).toBe('quorvalent comment 11');
    expect(all[11]).toMatchObject({ kind: 'topic', topic: { id: pageTopic } });
  });

  it('counts a word in more posts than FORUM_SEARCH_COUNT_CAP as the cap, still paging newest first with highlights', async () => {
    const common = await topic({ title: 'Brakmolite everywhere', subject: 'counting', description: ['brakmolite'] });
    // More comments than the cap, written in one statement (the trigger folds their text as for any comment).
    await t.running.app.get(DataSource).query(
      `INSERT INTO comments (id, topic_id, author_id, text, created_at)
         SELECT gen_random_uuid(), t.id, t.author_id, 'Brakmolite note ' || n, now() - n * interval '1 second'
         FROM topics t, generate_series(1, $2::int) n WHERE t.id = $1`,
      [common, FORUM_SEARCH_COUNT_CAP + 5],
    );
    const page = await search({ search: 'brakmolite', limit: 10 });
    expect([page.total, page.totalPages]).toEqual([FORUM_SEARCH_COUNT_CAP, FORUM_SEARCH_COUNT_CAP / 10]);
    // The topic is newer than its comments (written a second and more before it).
    expect(page.hits.map((h) => h.excerpt.text)).toEqual(['brakmolite', ...Array.from({ length: 9 }, (_, i) => `Brakmolite note ${i + 1}`)]);
    expect(marked(page.hits[1].excerpt)).toEqual(['Brakmolite']);
    // A rarer word is still counted exactly.
    expect((await search({ search: 'brakmolite note 1000' })).total).toBe(1);
  });

  it('shows guests, members and admins what the forum shows: no deleted topic or comment, blocked authors as on the topic page', async () => {
    const member = await signIn(t, ACCOUNTS.user);
    const gone = await topic({ title: 'Vantablix topic to delete', subject: 'x', description: ['x'] });
    const kept = await topic({ title: 'Keeper topic', subject: 'x', description: ['x'] });
    const goneComment = await comment(kept, 'vantablix comment to delete');
    await comment(gone, 'vantablix comment of a deleted topic');
    const parent = await comment(kept, 'parent of vantablix reply');
    await comment(kept, 'vantablix reply of a deleted comment', tokens.admin, parent);
    const staying = await comment(kept, 'vantablix comment that stays', member.token);
    expect((await search({ search: 'vantablix' })).total).toBe(6);
    expect((await t.gql('mutation($id: ID!) { deleteTopic(id: $id) }', { id: gone }, tokens.admin)).errors).toBeUndefined();
    expect((await t.gql('mutation($id: ID!) { deleteComment(id: $id) }', { id: goneComment }, tokens.admin)).errors).toBeUndefined();
    expect((await t.gql('mutation($id: ID!) { deleteComment(id: $id) }', { id: parent }, tokens.admin)).errors).toBeUndefined();
    for (const token of [undefined, tokens.user, tokens.moderator, tokens.admin]) {
      const page = await search({ search: 'vantablix' }, token);
      expect(page.hits.map((h) => h.comment?.id)).toEqual([staying]);
      expect(page.total).toBe(1);
    }
    // A blocked member's posts stay on the topic page, so they stay findable.
    const block = await t.gql('mutation($id: ID!) { setUserActive(id: $id, isActive: false) { isActive } }', { id: member.id }, tokens.admin);
    expect(block.errors).toBeUndefined();
    expect((await search({ search: 'vantablix' })).hits.map((h) => h.comment?.id)).toEqual([staying]);
    const topicPage = await t.gql('query($id: ID!) { topic(id: $id) { comments { items { id } } } }', { id: kept });
    expect(topicPage.data?.topic.comments.items.map((c: { id: string }) => c.id)).toEqual([staying]);
  });

  it('finds an edited comment by its new text only', async () => {
    const id = await comment(ids.he, 'original wording plumbago');
    const edit = await t.gql('mutation($id: ID!, $text: String!) { editComment(id: $id, text: $text) { id } }', { id, text: 'new wording brachyscome' }, tokens.admin);
    expect(edit.errors).toBeUndefined();
    expect((await search({ search: 'plumbago' })).total).toBe(0);
    expect((await search({ search: 'brachyscome' })).hits.map((h) => h.comment?.id)).toEqual([id]);
  });

  it('excerpts a post as it reads, without its Markdown', async () => {
    const id = await comment(ids.en, 'Try **Vorquelline** sauce: see [the recipe](https://example.com/r) and\n\n> a _quoted_ line');
    const [hit] = (await search({ search: 'vorquelline' })).hits;
    expect(hit.comment?.id).toBe(id);
    expect(hit.excerpt.text).toBe('Try Vorquelline sauce: see the recipe and a quoted line');
    expect(marked(hit.excerpt)).toEqual(['Vorquelline']);
    const described = await topic({ title: 'Plain title', subject: 'x', description: ['Intro with **bold**', '- *Drimbulite* first', '- second'] });
    const [topicHit] = (await search({ search: 'drimbulite' })).hits;
    expect(topicHit.topic.id).toBe(described);
    expect(topicHit.excerpt.text).toBe('Intro with bold Drimbulite first second');
    expect(marked(topicHit.excerpt)).toEqual(['Drimbulite']);
  });

  it('never returns markup: highlights are ranges over plain text', async () => {
    const xss = await topic({ title: '<b>Glimmerfex</b> <img src=x onerror=alert(1)>', subject: 'x', description: ['<script>glimmerfex()</script>'] });
    const [hit] = (await search({ search: 'glimmerfex' })).hits;
    expect(hit.topic.id).toBe(xss);
    expect(hit.title.text).toBe('<b>Glimmerfex</b> <img src=x onerror=alert(1)>');
    expect(marked(hit.title)).toEqual(['Glimmerfex']);
    expect(hit.excerpt).toEqual({ text: '<script>glimmerfex()</script>', highlights: [{ start: 8, length: 10 }] });
  });
});
