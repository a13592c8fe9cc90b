import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TOPIC_SEED } from '../../src/database/seed/data/topics.data.js';
import { type Actor, actorTokens } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

describe('REST forum routes of docs/rest-api.md', () => {
  let t: TestApp;
  let tokens: Record<Actor, string | undefined>;
  let created: { id: string };
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await actorTokens(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists with search, category, sort and paging, answering the fields the old client reads', async () => {
    const res = await t.rest('GET', '/api/topics?search=&category=diseases&sortBy=comments&sortOrder=asc&page=1&limit=3');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currentPage: 1 });
    expect(res.body.topics.length).toBeLessThanOrEqual(3);
    const counts = res.body.topics.map((x: { comments: number }) => x.comments);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(res.body.stats.totalTopics).toBe(TOPIC_SEED.length);
    expect((await t.rest('GET', '/api/topics?category=weather')).status).toBe(400);
  });

  it('answers the shortcut lists and statistics', async () => {
    expect((await t.rest('GET', '/api/topics/pinned')).body.topics.every((x: { pinned: boolean }) => x.pinned)).toBe(true);
    const recent = (await t.rest('GET', '/api/topics/recent?limit=5')).body.topics.map((x: { create_date: string }) => x.create_date);
    expect(recent).toEqual([...recent].sort().reverse());
    const popular = (await t.rest('GET', '/api/topics/popular')).body.topics.map((x: { views: number }) => x.views);
    expect(popular).toEqual([...popular].sort((a, b) => b - a));
    expect((await t.rest('GET', '/api/topics/active')).body.topics.length).toBeGreaterThan(0);
    expect((await t.rest('GET', '/api/topics/stats')).body).toMatchObject({ totalTopics: TOPIC_SEED.length });
    const cats = (await t.rest('GET', '/api/topics/categories/stats')).body.categories;
    expect(cats.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(TOPIC_SEED.length);
    const byCat = await t.rest('GET', '/api/topics/category/recipe?limit=50');
    expect(byCat.body.total).toBe(TOPIC_SEED.filter((x) => x.category === 'recipe' && !x.pinned).length);
    const author = TOPIC_SEED[0].author;
    const byAuthor = await t.rest('GET', `/api/topics/author/${author}`);
    expect(byAuthor.body.total).toBe(TOPIC_SEED.filter((x) => x.author === author).length);
    const search = await t.rest('GET', '/api/topics/search?q=aphid');
    expect(Array.isArray(search.body.topics)).toBe(true);
  });

  it('creates, reads, updates and deletes a topic as its author', async () => {
    const res = await t.rest('POST', '/api/topics', { title: 'REST topic', subject: 'tips', author: 'someone-else', description: 'line one\nline two', category: 'tips' }, tokens.user);
    expect(res.status).toBe(201);
    expect(res.body.topic).toMatchObject({ title: 'REST topic', author: 'chili_fan', description: ['line one', 'line two'], comments: 0, views: 0 });
    created = res.body.topic;
    expect((await t.rest('POST', '/api/topics', { title: 'x', subject: 'y', description: [] })).status).toBe(401);
    const missing = await t.rest('POST', '/api/topics', { subject: 'y' }, tokens.user);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill in all required fields');
    expect((await t.rest('GET', `/api/topics/${created.id}`)).body.topic.title).toBe('REST topic');
    expect((await t.rest('GET', '/api/topics/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await t.rest('PUT', `/api/topics/${created.id}`, { subject: 'better' }, tokens.user)).body.topic.subject).toBe('better');
    expect((await t.rest('PUT', `/api/topics/${created.id}`, { subject: 'mine now' }, tokens.moderator)).status).toBe(200);
  });

  it('increments views and adds comments; pin, unpin, lock, unlock for moderators', async () => {
    const v1 = (await t.rest('PATCH', `/api/topics/${created.id}/views`)).body.views;
    expect((await t.rest('PATCH', `/api/topics/${created.id}/views`)).body.views).toBe(v1 + 1);
    const commented = await t.rest('PATCH', `/api/topics/${created.id}/comments`, { text: 'A comment over REST' }, tokens.user);
    expect(commented.body.topic.comments).toBe(1);
    expect((await t.rest('PATCH', `/api/topics/${created.id}/comments`, {}, tokens.user)).status).toBe(400);
    for (const op of ['pin', 'unpin', 'lock', 'unlock']) {
      expect([op, (await t.rest('PATCH', `/api/topics/${created.id}/${op}`, undefined, tokens.user)).status]).toEqual([op, 403]);
      expect([op, (await t.rest('PATCH', `/api/topics/${created.id}/${op}`)).status]).toEqual([op, 401]);
      expect([op, (await t.rest('PATCH', `/api/topics/${created.id}/${op}`, undefined, tokens.moderator)).status]).toEqual([op, 200]);
    }
    await t.rest('PATCH', `/api/topics/${created.id}/lock`, undefined, tokens.admin);
    const locked = await t.rest('PATCH', `/api/topics/${created.id}/comments`, { text: 'closed?' }, tokens.user);
    expect(locked.status).toBe(403);
  });

  it('deletes: the author yes, someone else no; the totals never go below zero', async () => {
    expect((await t.rest('DELETE', `/api/topics/${created.id}`, undefined, tokens.moderator)).status).toBe(200);
    expect((await t.rest('DELETE', `/api/topics/${created.id}`, undefined, tokens.user)).status).toBe(404);
    const stats = (await t.rest('GET', '/api/topics/stats')).body;
    expect(stats.totalTopics).toBe(TOPIC_SEED.length);
    expect(stats.totalComments).toBeGreaterThanOrEqual(0);
  });
});
