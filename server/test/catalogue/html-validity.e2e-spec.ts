import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HtmlValidate } from 'html-validate';
import { createTestApp, type TestApp } from '../utils/test-app.js';

/**
 * The first HTML of every public route passes html-validate's standard rules (the HTML standard's content models,
 * attributes and nesting; not its style preferences), in both languages: search engines, screen readers and
 * browsers without JavaScript read what the server wrote.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: {
    // React writes void elements as <img/>, a form the standard allows.
    'void-style': 'off',
    // The boot script is inline by design (allowed by its hash in the CSP).
    'no-inline-style': 'off',
  },
});

describe('the first HTML of the public pages is valid HTML', () => {
  let t: TestApp;
  let paths: string[];
  beforeAll(async () => {
    t = await createTestApp();
    const topics = await t.gql('{ topics(limit: 1) { topics { id } } }');
    const topic = topics.data?.topics.topics[0].id as string;
    const content = await t.gql('{ newsEvents(take: 1) { items { slug } } recipes(take: 1) { items { slug } } guides(take: 1) { items { slug } } }');
    const entries = (['newsEvents', 'recipes', 'guides'] as const).map((kind) => content.data?.[kind].items[0].slug as string);
    paths = [
      '/',
      '/peppers',
      '/peppers?heat=Hot&sortBy=shu',
      '/peppers/habanero',
      '/forum',
      `/forum/topic/${topic}`,
      '/users/admin',
      '/news',
      '/recipes',
      '/guides',
      `/news/${entries[0]}`,
      `/recipes/${entries[1]}`,
      `/guides/${entries[2]}`,
      '/developers',
      '/login',
      '/register',
      '/no-such-page',
    ];
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('has no errors on any route, in Hebrew and in English', async () => {
    const problems: string[] = [];
    for (const language of ['he', 'en']) {
      for (const path of paths) {
        const url = `${t.url}${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
        const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
        expect(html).toContain('data-ssr=""');
        const report = await validator.validateString(html);
        for (const result of report.results) {
          for (const message of result.messages) problems.push(`${language} ${path}: ${message.ruleId} ${message.message} (line ${message.line})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
