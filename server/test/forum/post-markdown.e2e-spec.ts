import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { actorTokens, type Actor } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

/**
 * Issue 19: posts are Markdown rendered safely by the server (descriptionHtml, textHtml, previewPost), with
 * `[[Pepper]]` and `@member` links, and the composers' `@` autocomplete (memberSuggestions).
 */
describe('forum Markdown and member suggestions', () => {
  let t: TestApp;
  let tokens: Record<Actor, string | undefined>;
  const SUGGEST = 'query($prefix: String!, $first: Int) { memberSuggestions(prefix: $prefix, first: $first) { username firstName } }';
  const suggest = async (prefix: string, token: string | undefined, first?: number) => {
    const res = await t.gql<{ memberSuggestions: { username: string }[] }>(SUGGEST, { prefix, first }, token);
    return res.errors ? res.errors[0]!.extensions!.code : res.data!.memberSuggestions.map((m) => m.username);
  };

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await actorTokens(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('suggests active members by the start of their username, any case, limited', async () => {
    expect(await suggest('MOSHE', tokens.user)).toEqual(['moshe.grower']);
    expect([await suggest('avi', tokens.user), await suggest('@Avi_', tokens.user)]).toEqual([['avi_hotsauce'], ['avi_hotsauce']]);
    const many = await suggest('', tokens.user);
    expect(many).toEqual([]);
    const two = (await suggest('a', tokens.user, 2)) as string[];
    expect(two.length).toBeLessThanOrEqual(2);
    expect(two.every((name) => name.toLowerCase().startsWith('a'))).toBe(true);
    // LIKE wildcards are literal.
    expect(await suggest('%', tokens.user)).toEqual([]);
    expect(await suggest('_', tokens.user)).toEqual([]);
  });

  it('leaves blocked members out and refuses guests and out-of-range sizes', async () => {
    // noa_garden is blocked by actorTokens.
    expect(await suggest('noa', tokens.user)).toEqual([]);
    expect(await suggest('moshe', undefined)).toBe('UNAUTHENTICATED');
    expect(await suggest('moshe', tokens.user, 50)).toBe('BAD_USER_INPUT');
  });

  it('renders comments and topics as safe Markdown with pepper and member links', async () => {
    const created = await t.gql<{ createTopic: { id: string; descriptionHtml: string } }>(
      'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id descriptionHtml } }',
      {
        input: {
          title: 'Markdown topic',
          subject: 'Formatting',
          category: 'tips',
          description: ['**Bold** [[habanero]] and [[הבנרו]] by @moshe.grower', '<script>window.x=1</script> [[No such pepper]]'],
        },
      },
      tokens.user,
    );
    expect(created.errors).toBeUndefined();
    const html = created.data!.createTopic.descriptionHtml;
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<a href="/peppers/habanero" class="post-pepper" dir="auto">habanero</a>');
    expect(html).toContain('<a href="/peppers/habanero" class="post-pepper" dir="auto">הבנרו</a>');
    expect(html).toContain('<a href="/users/moshe.grower" class="post-mention" dir="auto">@moshe.grower</a>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain(' No such pepper</p>');

    const comment = await t.gql<{ addComment: { textHtml: string } }>(
      'mutation($input: AddCommentInput!) { addComment(input: $input) { textHtml } }',
      { input: { topicId: created.data!.createTopic.id, text: '[go](javascript:alert(1)) @nobody_here [ok](https://example.com)' } },
      tokens.user,
    );
    expect(comment.errors).toBeUndefined();
    expect(comment.data!.addComment.textHtml).toBe(
      '<p dir="auto">[go](javascript:alert(1)) @nobody_here <a href="https://example.com" rel="nofollow ugc noopener">ok</a></p>\n',
    );
  });

  it('shows a post outside its page as its reader sees it: lists, a member\'s comments, the dashboard, link previews', async () => {
    const source = ['**Curling** leaves on my [[habanero]], *help*', '- one\n- two', 'ask @moshe.grower [here](https://example.com)'];
    const created = await t.gql<{ createTopic: { id: string; excerpt: string } }>(
      'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id excerpt } }',
      { input: { title: 'Excerpt topic', subject: 'Plain text', category: 'tips', description: source } },
      tokens.user,
    );
    expect(created.errors).toBeUndefined();
    const plain = 'Curling leaves on my habanero, help one two ask @moshe.grower here';
    expect(created.data!.createTopic.excerpt).toBe(plain);
    const topicId = created.data!.createTopic.id;
    const listed = await t.gql<{ topics: { topics: { id: string; excerpt: string }[] } }>(
      'query { topics(search: "Excerpt topic", limit: 5) { topics { id excerpt } } }',
    );
    expect(listed.data!.topics.topics.find((topic) => topic.id === topicId)?.excerpt).toBe(plain);

    const comment = await t.gql<{ addComment: { id: string; excerpt: string; author: { username: string } } }>(
      'mutation($input: AddCommentInput!) { addComment(input: $input) { id excerpt author { username } } }',
      { input: { topicId, text: '> quoted\n\n**שלום** @moshe.grower, try [[הבנרו]]' } },
      tokens.user,
    );
    expect(comment.errors).toBeUndefined();
    expect(comment.data!.addComment.excerpt).toBe('quoted שלום @moshe.grower, try הבנרו');
    const mine = await t.gql<{ commentsByAuthor: { items: { id: string; excerpt: string }[] } }>(
      'query($username: String!) { commentsByAuthor(username: $username, take: 5) { items { id excerpt } } }',
      { username: comment.data!.addComment.author.username },
    );
    expect(mine.data!.commentsByAuthor.items.find((c) => c.id === comment.data!.addComment.id)?.excerpt).toBe(
      'quoted שלום @moshe.grower, try הבנרו',
    );

    const dashboard = await t.gql<{ dashboardStats: { recentActivity: { kind: string; id: string; label: string }[] } }>(
      'query { dashboardStats { recentActivity { kind id label } } }',
      undefined,
      tokens.admin,
    );
    expect(dashboard.errors).toBeUndefined();
    expect(dashboard.data!.dashboardStats.recentActivity.find((a) => a.id === comment.data!.addComment.id)?.label).toBe(
      'quoted שלום @moshe.grower, try הבנרו',
    );

    const page = await (await fetch(`${t.url}/forum/topic/${topicId}`, { headers: { accept: 'text/html' } })).text();
    expect(/<meta name="description" content="([^"]*)"/.exec(page)?.[1]).toBe(plain);
  });

  it('previews a post for signed-in members only', async () => {
    const preview = (token: string | undefined) =>
      t.gql<{ previewPost: string }>('query($source: String!) { previewPost(source: $source) }', { source: '*hi* @noa_garden' }, token);
    expect((await preview(tokens.user)).data!.previewPost).toBe(
      '<p dir="auto"><em>hi</em> <a href="/users/noa_garden" class="post-mention" dir="auto">@noa_garden</a></p>\n',
    );
    expect((await preview(undefined)).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });
});
