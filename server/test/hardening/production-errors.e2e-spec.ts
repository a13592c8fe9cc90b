import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from '../utils/test-app.js';

/** Requests whose errors graphql-js words with a suggestion ("Did you mean ...?") in development. */
const SUGGESTING = [
  { what: 'an enum literal', query: '{ peppers(sortBy: nme) { totalItems } }' },
  { what: 'an enum variable', query: 'query($s: PepperSortBy) { peppers(sortBy: $s) { totalItems } }', variables: { s: 'nme' } },
  { what: 'an unknown field', query: '{ peppers { totalItem } }' },
  { what: 'an unknown argument', query: '{ peppers(serch: "x") { totalItems } }' },
  { what: 'an unknown input field', query: 'mutation { createTopic(input: { titl: "x", subject: "y", description: [] }) { id } }' },
  { what: 'an unknown type', query: 'query($s: PepperSortByy) { peppers(sortBy: $s) { totalItems } }' },
];

describe('errors in production mode', () => {
  let prod: TestApp;
  let dev: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ env: 'production', introspection: false });
    dev = await createTestApp();
  });
  afterAll(async () => {
    await prod?.close();
    await dev?.close();
  });

  it.each(SUGGESTING)('suggest no names for $what (development still does)', async ({ query, variables }) => {
    const res = await prod.gql(query, variables);
    expect(res.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(res.errors)).not.toMatch(/Did you mean|Suggestion hidden/);
    // The suggested names appear nowhere (the rest of the message stays as graphql-js words it).
    expect(JSON.stringify(res.errors)).not.toMatch(/"name"|totalItems"|"search"|"title"|"PepperSortBy"\?/);
    const devRes = await dev.gql(query, variables);
    expect(JSON.stringify(devRes.errors)).toMatch(/Did you mean/);
  });
});

describe('failed SQL statements in the log', () => {
  let t: TestApp;
  let lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'normal' });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    lines = [];
  });

  /** Everything the process writes to its console or its standard streams while `work` runs. */
  async function captureOutput(work: () => Promise<void>): Promise<string> {
    const capture = (chunk: unknown) => {
      lines.push(typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk));
    };
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => (capture(chunk), true));
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => (capture(chunk), true));
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      jest.spyOn(console, method).mockImplementation((...args: unknown[]) => capture(args.map(String).join(' ')));
    }
    await work();
    jest.restoreAllMocks();
    return lines.join('\n');
  }

  it('name the statement and its SQLSTATE, never the values a guest sent', async () => {
    // A NUL inside a GraphQL string literal reaches PostgreSQL, which refuses it (22021) for any guest.
    const secret = `guest-text-${randomBytes(6).toString('hex')}`;
    const output = await captureOutput(async () => {
      const res = await t.gql(`{ peppers(search: "${secret}\\u0000") { totalItems } }`);
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });
    expect(output).toMatch(/22021/);
    expect(output).toMatch(/SELECT/);
    expect(output).not.toContain(secret);
    expect(output).not.toMatch(/PARAMETERS/);
  });
});
