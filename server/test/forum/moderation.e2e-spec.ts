import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { ACCOUNTS, type Actor, actorTokens } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const REPORT = 'mutation($input: ReportContentInput!) { reportContent(input: $input) { id type status description topicId commentId } }';
const TRANSITION = (op: string) => `mutation($id: ID!) { ${op}(id: $id, note: "checked") { status reviewedAt resolvedAt resolutionNote } }`;

describe('moderation: reports, settings, dashboard, audit log', () => {
  let t: TestApp;
  let tokens: Record<Actor, string | undefined>;
  let topic: { id: string; title: string; comments: { items: { id: string }[] } };
  beforeAll(async () => {
    // The stored defaults of docs/product-rules.md#constants, untouched.
    t = await createTestApp({}, { settings: {} });
    tokens = await actorTokens(t);
    const list = await t.gql('query { topics(limit: 30) { topics { id commentsCount } } }');
    const withComments = list.data?.topics.topics.find((x: { commentsCount: number }) => x.commentsCount > 0);
    topic = (await t.gql('query($id: ID!) { topic(id: $id) { id title comments { items { id } } } }', { id: withComments.id })).data?.topic;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets members report a topic or a comment, once while it is open', async () => {
    const r1 = await t.gql(REPORT, { input: { type: 'spam', description: 'Selling seeds', topicId: topic.id } }, tokens.user);
    expect(r1.data?.reportContent).toMatchObject({ type: 'spam', status: 'pending', topicId: topic.id, commentId: null });
    const dup = await t.gql(REPORT, { input: { type: 'other', description: 'again', topicId: topic.id } }, tokens.user);
    expect(dup.errors?.[0].extensions?.code).toBe('ALREADY_REPORTED');
    const r2 = await t.gql(
      REPORT,
      { input: { type: 'harassment', description: 'Rude', commentId: topic.comments.items[0].id } },
      tokens.user,
    );
    expect(r2.data?.reportContent).toMatchObject({ topicId: topic.id, commentId: topic.comments.items[0].id });
    expect((await t.gql(REPORT, { input: { type: 'spam', description: 'x', topicId: topic.id } })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const bad = await t.gql(REPORT, { input: { type: 'spam', description: '  ', topicId: topic.id } }, tokens.moderator);
    expect(bad.errors?.[0].extensions?.fields).toEqual({ description: 'reportDescriptionRequired' });
    expect((await t.gql(REPORT, { input: { type: 'spam', description: 'x' } }, tokens.moderator)).errors?.[0].extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('moves reports only along pending -> reviewed -> resolved or pending -> resolved', async () => {
    const list = await t.gql(
      'query { reports(status: pending) { totalItems items { id type reporter { username } reportedUser { username } topic { id title } comment { id } } } }',
      undefined,
      tokens.admin,
    );
    expect(list.data?.reports.totalItems).toBe(2);
    const [a, b] = list.data?.reports.items;
    expect(a.reporter.username).toBe('chili_fan');
    expect(a.topic.id).toBe(topic.id);

    const reviewed = await t.gql(TRANSITION('reviewReport'), { id: a.id }, tokens.admin);
    expect(reviewed.data?.reviewReport).toMatchObject({ status: 'reviewed', resolutionNote: 'checked' });
    expect(reviewed.data?.reviewReport.reviewedAt).toBeTruthy();
    expect((await t.gql(TRANSITION('reviewReport'), { id: a.id }, tokens.admin)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await t.gql(TRANSITION('resolveReport'), { id: a.id }, tokens.admin)).data?.resolveReport.status).toBe('resolved');
    expect((await t.gql(TRANSITION('reviewReport'), { id: a.id }, tokens.admin)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await t.gql(TRANSITION('resolveReport'), { id: b.id }, tokens.admin)).data?.resolveReport.status).toBe('resolved');
    expect((await t.gql('query { reports(status: resolved) { totalItems } }', undefined, tokens.admin)).data?.reports.totalItems).toBe(2);
  });

  it('gives moderators the report queue and its actions, and keeps the rest for admins', async () => {
    const reportOps = [
      'query { reports { totalItems } }',
      'mutation { reviewReport(id: "00000000-0000-0000-0000-000000000000") { id } }',
      'mutation { resolveReport(id: "00000000-0000-0000-0000-000000000000") { id } }',
    ];
    const adminOps = [
      'query { settings { commentsPerPage } }',
      'mutation { updateSettings(input: { captcha: false }) { captcha } }',
      'mutation { resetSettings { captcha } }',
      'query { dashboardStats { users } }',
      'query { auditLog { totalItems } }',
      'query { users { totalItems } }',
      'mutation { setUserActive(id: "00000000-0000-0000-0000-000000000000", isActive: false) { id } }',
      'mutation { deletePepper(id: "00000000-0000-0000-0000-000000000000") { id } }',
    ];
    for (const actor of ['guest', 'user', 'moderator', 'blocked'] as const) {
      const refused = actor === 'guest' || actor === 'blocked' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      for (const q of [...reportOps, ...adminOps]) {
        // A moderator passes the role check of the report operations (the zero id is then not found).
        const expected = actor === 'moderator' && reportOps.includes(q) ? (q.startsWith('query') ? undefined : 'NOT_FOUND') : refused;
        expect([actor, q, (await t.gql(q, undefined, tokens[actor])).errors?.[0].extensions?.code]).toEqual([actor, q, expected]);
      }
    }
  });

  it('lets a moderator pin, lock and delete topics over REST but not reach admin routes', async () => {
    const own = await t.gql(
      'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }',
      { input: { title: 'Moderated over REST', subject: 'REST', category: 'general', description: ['x'] } },
      tokens.user,
    );
    const id = own.data?.createTopic.id;
    for (const action of ['pin', 'unpin', 'lock', 'unlock']) {
      expect([action, (await t.rest('PATCH', `/api/topics/${id}/${action}`, undefined, tokens.moderator)).status]).toEqual([action, 200]);
      expect([action, (await t.rest('PATCH', `/api/topics/${id}/${action}`, undefined, tokens.user)).status]).toEqual([action, 403]);
    }
    expect((await t.rest('GET', '/api/users', undefined, tokens.moderator)).status).toBe(403);
    expect((await t.rest('DELETE', `/api/topics/${id}`, undefined, tokens.moderator)).status).toBe(200);
    const log = await t.gql('query { auditLog(take: 5) { items { action targetId actor { username } } } }', undefined, tokens.admin);
    expect(log.data?.auditLog.items[0]).toEqual({ action: 'topic.delete', targetId: id, actor: { username: 'moshe.grower' } });
  });

  it("refuses reports of one's own content, lets one of parallel duplicates in, records who handled it", async () => {
    const own = await t.gql(
      'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }',
      { input: { title: 'My own topic', subject: 'Own', category: 'general', description: ['x'] } },
      tokens.user,
    );
    const id = own.data?.createTopic.id;
    const self = await t.gql(REPORT, { input: { type: 'spam', description: 'me', topicId: id } }, tokens.user);
    expect(self.errors?.[0].extensions?.code).toBe('CANNOT_REPORT_OWN_CONTENT');
    const parallel = await Promise.all(
      Array.from({ length: 6 }, () => t.gql(REPORT, { input: { type: 'other', description: 'Off topic', topicId: id } }, tokens.moderator)),
    );
    const outcomes = parallel.map((r) => (r.data?.reportContent ? 'created' : r.errors?.[0].extensions?.code)).sort();
    expect(outcomes).toEqual([
      'ALREADY_REPORTED',
      'ALREADY_REPORTED',
      'ALREADY_REPORTED',
      'ALREADY_REPORTED',
      'ALREADY_REPORTED',
      'created',
    ]);
    const reportId = parallel.find((r) => r.data?.reportContent)?.data?.reportContent.id;
    const resolved = await t.gql(
      'mutation($id: ID!) { resolveReport(id: $id) { status handledAt handledBy { username } } }',
      { id: reportId },
      tokens.moderator,
    );
    expect(resolved.data?.resolveReport).toMatchObject({ status: 'resolved', handledBy: { username: 'moshe.grower' } });
    expect(resolved.data?.resolveReport.handledAt).toBeTruthy();
    // Resolved, it no longer blocks a new report of the same topic.
    expect(
      (await t.gql(REPORT, { input: { type: 'spam', description: 'Again', topicId: id } }, tokens.moderator)).data?.reportContent.status,
    ).toBe('pending');
    await t.gql(
      'mutation($id: ID!) { resolveReport(id: $id) { id } }',
      { id: (await t.gql('query { reports(status: pending) { items { id } } }', undefined, tokens.admin)).data?.reports.items[0].id },
      tokens.admin,
    );
  });

  it('stores settings, refuses out-of-range values, resets to the defaults of docs/product-rules.md#constants', async () => {
    const defaults = await t.gql(
      'query { settings { commentsPerPage passwordMinLength loginAttemptLimit emailVerification captcha twoFactor } }',
      undefined,
      tokens.admin,
    );
    expect(defaults.data?.settings).toEqual({
      commentsPerPage: 20,
      passwordMinLength: 8,
      loginAttemptLimit: 5,
      emailVerification: true,
      captcha: true,
      twoFactor: false,
    });
    const bad = await t.gql(
      'mutation { updateSettings(input: { commentsPerPage: 0, loginAttemptLimit: 3 }) { loginAttemptLimit } }',
      undefined,
      tokens.admin,
    );
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { commentsPerPage: 'settingOutOfRange' } });
    expect((await t.gql('query { settings { loginAttemptLimit } }', undefined, tokens.admin)).data?.settings.loginAttemptLimit).toBe(5);
    const saved = await t.gql(
      'mutation { updateSettings(input: { captcha: false, passwordMinLength: 10 }) { captcha passwordMinLength } }',
      undefined,
      tokens.admin,
    );
    expect(saved.data?.updateSettings).toEqual({ captcha: false, passwordMinLength: 10 });
    expect((await t.gql('query { publicSettings { passwordMinLength } }')).data?.publicSettings.passwordMinLength).toBe(10);
  });

  it('enforces the stored password minimum and login attempt limit', async () => {
    const short = await t.gql(
      'mutation { register(input: { username: "nine_chars", email: "nine@example.com", password: "123456789", firstName: "N", lastName: "C" }) { accessToken } }',
    );
    expect(short.errors?.[0].message).toBe('Password must be at least 10 characters long');
    await t.gql('mutation { updateSettings(input: { loginAttemptLimit: 2 }) { loginAttemptLimit } }', undefined, tokens.admin);
    const email = ACCOUNTS.other.email;
    expect((await t.rest('POST', '/api/users/login', { email, password: 'bad-1' })).status).toBe(401);
    expect((await t.rest('POST', '/api/users/login', { email, password: 'bad-2' })).status).toBe(401);
    expect((await t.rest('POST', '/api/users/login', { email, password: 'bad-3' })).status).toBe(429);
    const reset = await t.gql('mutation { resetSettings { loginAttemptLimit passwordMinLength captcha } }', undefined, tokens.admin);
    expect(reset.data?.resetSettings).toEqual({ loginAttemptLimit: 5, passwordMinLength: 8, captcha: true });
  });

  it('shows real dashboard figures and recent activity', async () => {
    const res = await t.gql(
      'query { dashboardStats { users activeUsers peppers activePeppers topics comments openReports recentActivity { kind id label actor topicId reportType createdAt } } }',
      undefined,
      tokens.admin,
    );
    const stats = res.data?.dashboardStats;
    const forum = (await t.gql('query { topics { stats { totalTopics totalComments } } }')).data?.topics.stats;
    expect(stats.topics).toBe(forum.totalTopics);
    expect(stats.comments).toBe(forum.totalComments);
    expect(stats.openReports).toBe(0);
    expect(stats.users).toBeGreaterThan(stats.activeUsers);
    expect(stats.recentActivity.length).toBeGreaterThan(0);
    const times = stats.recentActivity.map((a: { createdAt: string }) => new Date(a.createdAt).getTime());
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const report = stats.recentActivity.find((a: { kind: string }) => a.kind === 'report');
    // The type goes apart from the label, for the client to translate.
    expect(['spam', 'inappropriate', 'harassment', 'other']).toContain(report.reportType);
    expect(report.label.startsWith(`${report.reportType}:`)).toBe(false);
  });

  it('draws the last 30 days of sign-ups, posts and reports, one row per UTC day, and counts a new post today', async () => {
    const trendOf = async () => {
      const res = await t.gql('query { dashboardStats { trend { day signUps posts reports } } }', undefined, tokens.admin);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      return res.data?.dashboardStats.trend as { day: string; signUps: number; posts: number; reports: number }[];
    };
    const trend = await trendOf();
    expect(trend).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(trend.at(-1)!.day).toBe(today);
    // Consecutive days, oldest first.
    trend.forEach((row, i) => {
      if (i > 0) expect(Date.parse(row.day) - Date.parse(trend[i - 1]!.day)).toBe(86_400_000);
    });
    // The sums are what the tables hold for the window (every account, post and report of this suite was made today).
    const db = t.running.app.get(DataSource);
    const since = `${trend[0]!.day}T00:00:00Z`;
    const [counts] = await db.query(
      `SELECT (SELECT count(*) FROM users WHERE join_date >= $1)::int AS "signUps",
              ((SELECT count(*) FROM topics WHERE deleted_at IS NULL AND create_date >= $1) +
               (SELECT count(*) FROM comments WHERE deleted_at IS NULL AND created_at >= $1))::int AS posts,
              (SELECT count(*) FROM reports WHERE created_at >= $1)::int AS reports`,
      [since],
    );
    const sum = (key: 'signUps' | 'posts' | 'reports') => trend.reduce((total, row) => total + row[key], 0);
    expect({ signUps: sum('signUps'), posts: sum('posts'), reports: sum('reports') }).toEqual(counts);
    expect(trend.at(-1)!.reports).toBeGreaterThan(0);

    await t.gql(
      'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }',
      { input: { title: 'Counted in the trend', subject: 'Trend', category: 'general', description: ['x'] } },
      tokens.user,
    );
    expect((await trendOf()).at(-1)!.posts).toBe(trend.at(-1)!.posts + 1);
    // Members may not read it.
    const member = await t.gql('query { dashboardStats { trend { day } } }', undefined, tokens.user);
    expect(member.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('records admin actions in the audit log: who, what, when, target', async () => {
    await t.gql('mutation($id: ID!) { pinTopic(id: $id) { pinned } }', { id: topic.id }, tokens.moderator);
    const log = await t.gql(
      'query { auditLog(take: 50) { totalItems items { action targetType targetId targetLabel createdAt actor { username } } } }',
      undefined,
      tokens.admin,
    );
    const actions = log.data?.auditLog.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['topic.pin', 'report.resolve', 'report.review', 'settings.update', 'settings.reset', 'user.block']),
    );
    const pin = log.data?.auditLog.items.find((e: { action: string }) => e.action === 'topic.pin');
    expect(pin).toMatchObject({ targetType: 'topic', targetId: topic.id, targetLabel: topic.title, actor: { username: 'moshe.grower' } });
  });
});
