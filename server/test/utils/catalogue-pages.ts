import type { TestApp } from './test-app.js';

/** The most a catalogue page holds (`take`); the seeded catalogue is longer, so a test that wants all of it pages. */
export const PAGE_MAX = 100;

/**
 * Every item of a paged GraphQL list, page by page: `query` declares `$skip: Int` and asks `take: 100`, and the list
 * is the answer's single root field (`{ totalItems items { ... } }`).
 */
export async function allPages<T>(t: TestApp, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<{ totalItems: number; items: T[] }> {
  const items: T[] = [];
  for (let skip = 0; ; skip += PAGE_MAX) {
    const res = await t.gql<Record<string, { totalItems: number; items: T[] }>>(query, { ...variables, skip }, token);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    const page = Object.values(res.data!)[0]!;
    items.push(...page.items);
    if (page.items.length < PAGE_MAX) return { totalItems: page.totalItems, items };
  }
}

/** Every pepper of a REST list (`/api/peppers?...`), page by page. */
export async function allRestPeppers<T>(t: TestApp, path: string, token?: string): Promise<{ status: number; body: T[] }> {
  const body: T[] = [];
  const glue = path.includes('?') ? '&' : '?';
  for (let skip = 0; ; skip += PAGE_MAX) {
    const res = await t.rest<T[]>('GET', `${path}${glue}skip=${skip}&take=${PAGE_MAX}`, undefined, token);
    if (res.status !== 200) return { status: res.status, body: res.body };
    body.push(...res.body);
    if (res.body.length < PAGE_MAX) return { status: 200, body };
  }
}
