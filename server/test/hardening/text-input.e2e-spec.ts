import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const ZWSP = '\u200B';
/** Zero-width space, non-joiner, joiner, word joiner, byte-order mark: nothing a reader sees. */
const INVISIBLE = '\u200B\u200C\u200D\u2060\uFEFF';
/** RIGHT-TO-LEFT OVERRIDE: "abc\u202Eexe.txt" reads as "abctxt.exe". */
const RLO = '\u202E';
const RLM = '\u200F';

const CREATE_TOPIC = 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id title subject description } }';
const ADD_COMMENT = 'mutation($input: AddCommentInput!) { addComment(input: $input) { id text } }';
const UPDATE_PROFILE = 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { username firstName lastName bio } }';
const CREATE_PEPPER = 'mutation($input: PepperInput!) { createPepper(input: $input) { id name hebName } }';
const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { user { username firstName } } }';

const topicInput = (fields: Record<string, unknown>) => ({ title: 'A plain title', subject: 'Plain subject', description: ['Some words'], ...fields });

describe('text input: normalised on the way in, invisible and direction-spoofing text refused', () => {
  let t: TestApp;
  let user: string;
  let admin: string;
  let topicId: string;
  beforeAll(async () => {
    t = await createTestApp();
    user = (await signIn(t, ACCOUNTS.user)).token;
    admin = (await signIn(t, ACCOUNTS.admin)).token;
    topicId = (await t.rest('GET', '/api/topics?limit=1')).body.topics[0].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The GraphQL answer is BAD_USER_INPUT with the given message key on the field. */
  function expectRefused(res: Awaited<ReturnType<TestApp['gql']>>, field: string, key: string): void {
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].extensions?.fields?.[field]).toBe(key);
    expect(res.data ?? null).toBeNull();
  }

  describe('text with no visible character is refused with the field’s "required" message', () => {
    it('a topic title of three zero-width spaces (GraphQL and REST)', async () => {
      expectRefused(await t.gql(CREATE_TOPIC, { input: topicInput({ title: ZWSP.repeat(3) }) }, user), 'title', 'requiredFields');
      expectRefused(await t.gql(CREATE_TOPIC, { input: topicInput({ subject: ` ${INVISIBLE} ` }) }, user), 'subject', 'requiredFields');
      const rest = await t.rest('POST', '/api/topics', topicInput({ title: ZWSP.repeat(3) }), user);
      expect(rest.status).toBe(400);
      expect(rest.body.errors).toEqual({ title: 'requiredFields' });
    });

    it('a comment of only zero-width characters (GraphQL and REST)', async () => {
      expectRefused(await t.gql(ADD_COMMENT, { input: { topicId, text: INVISIBLE } }, user), 'text', 'commentEmpty');
      const rest = await t.rest('PATCH', `/api/topics/${topicId}/comments`, { text: `${INVISIBLE}\n${INVISIBLE}` }, user);
      expect(rest.status).toBe(400);
      expect(rest.body.errors).toEqual({ text: 'commentEmpty' });
    });

    it('names, a pepper name and a report of invisible characters', async () => {
      expectRefused(await t.gql(UPDATE_PROFILE, { input: { firstName: INVISIBLE } }, user), 'firstName', 'requiredFields');
      expectRefused(await t.gql(CREATE_PEPPER, { input: { name: INVISIBLE, shu: '1000', group: 'c_annuum' } }, admin), 'name', 'pepperNameRequired');
      const report = await t.gql(
        'mutation($input: ReportContentInput!) { reportContent(input: $input) { id } }',
        { input: { topicId, type: 'spam', description: INVISIBLE } },
        admin,
      );
      expectRefused(report, 'description', 'reportDescriptionRequired');
    });

    it('an optional field of invisible characters is stored empty', async () => {
      const res = await t.gql(UPDATE_PROFILE, { input: { bio: INVISIBLE } }, user);
      expect(res.errors).toBeUndefined();
      expect(res.data?.updateProfile.bio).toBeNull();
    });
  });

  describe('direction-control characters are refused in single-line fields', () => {
    it('topic titles and subjects (GraphQL and REST)', async () => {
      expectRefused(await t.gql(CREATE_TOPIC, { input: topicInput({ title: `Free gift ${RLO}exe.txt` }) }, user), 'title', 'directionControlsNotAllowed');
      expectRefused(await t.gql(CREATE_TOPIC, { input: topicInput({ subject: `Seeds ${RLM}` }) }, user), 'subject', 'directionControlsNotAllowed');
      const rest = await t.rest('POST', '/api/topics', topicInput({ title: `Free gift ${RLO}exe.txt` }), user);
      expect(rest.status).toBe(400);
      expect(rest.body.errors).toEqual({ title: 'directionControlsNotAllowed' });
      const update = await t.rest('PUT', `/api/topics/${topicId}`, { title: `Edited ${RLO}eltit` }, admin);
      expect(update.status).toBe(400);
    });

    it('first and last names and usernames (GraphQL and REST)', async () => {
      expectRefused(await t.gql(UPDATE_PROFILE, { input: { firstName: `Eve${RLO}live` } }, user), 'firstName', 'directionControlsNotAllowed');
      expectRefused(await t.gql(UPDATE_PROFILE, { input: { username: `admin${RLO}` } }, user), 'username', 'directionControlsNotAllowed');
      const rest = await t.rest('PUT', '/api/users/profile', { lastName: `Doe${RLO}` }, user);
      expect(rest.status).toBe(400);
      expect(rest.body.errors).toEqual({ lastName: 'directionControlsNotAllowed' });
      const input = { email: 'rlo-signup@example.com', password: 'a-good-password', username: 'rlo_signup', firstName: `Mal${RLO}lory`, lastName: 'Smith' };
      expectRefused(await t.gql(REGISTER, { input }), 'firstName', 'directionControlsNotAllowed');
      const restRegister = await t.rest('POST', '/api/users/register', { ...input, firstName: 'Mallory', username: `mal${RLO}lory` });
      expect(restRegister.status).toBe(400);
      expect(restRegister.body.errors).toEqual({ username: 'directionControlsNotAllowed' });
    });

    it('pepper names in English and Hebrew (GraphQL and REST)', async () => {
      const pepper = { shu: '1000', group: 'c_annuum' };
      expectRefused(await t.gql(CREATE_PEPPER, { input: { ...pepper, name: `Reaper${RLO}` } }, admin), 'name', 'directionControlsNotAllowed');
      expectRefused(
        await t.gql(CREATE_PEPPER, { input: { ...pepper, name: 'Plain', hebName: `פלפל${RLM}` } }, admin),
        'hebName',
        'directionControlsNotAllowed',
      );
      const rest = await t.rest('POST', '/api/peppers', { ...pepper, name: 'Plain', 'heb-name': `פלפל ${RLO}חריף` }, admin);
      expect(rest.status).toBe(400);
      expect(rest.body.errors).toEqual({ hebName: 'directionControlsNotAllowed' });
    });

    it('multi-line text keeps direction marks but not overrides', async () => {
      const mixed = `שלום${RLM} (hello)\nשורה שנייה`;
      const ok = await t.gql(ADD_COMMENT, { input: { topicId, text: mixed } }, user);
      expect(ok.errors).toBeUndefined();
      expect(ok.data?.addComment.text).toBe(mixed);
      expectRefused(await t.gql(ADD_COMMENT, { input: { topicId, text: `see ${RLO}fdp.exe` } }, user), 'text', 'directionControlsNotAllowed');
    });
  });

  describe('text is stored in NFC, trimmed', () => {
    const decomposed = 'Cafe\u0301'; // "e" + COMBINING ACUTE ACCENT
    const composed = 'Caf\u00E9';

    it('topics and comments (GraphQL and REST)', async () => {
      const created = await t.gql(CREATE_TOPIC, { input: topicInput({ title: `  ${decomposed} talk `, subject: decomposed, description: [` ${decomposed} `] }) }, user);
      expect(created.errors).toBeUndefined();
      expect(created.data?.createTopic).toMatchObject({ title: `${composed} talk`, subject: composed, description: [composed] });
      const id = created.data?.createTopic.id as string;
      const stored = await t.gql('query($id: ID!) { topic(id: $id) { title subject } }', { id });
      expect(stored.data?.topic).toEqual({ title: `${composed} talk`, subject: composed });
      const rest = await t.rest('POST', '/api/topics', topicInput({ title: `${decomposed} via REST` }), user);
      expect(rest.status).toBe(201);
      expect(rest.body.topic.title).toBe(`${composed} via REST`);
      const comment = await t.gql(ADD_COMMENT, { input: { topicId: id, text: ` ${decomposed} ` } }, user);
      expect(comment.data?.addComment.text).toBe(composed);
    });

    it('profile names, sign-up and peppers', async () => {
      const profile = await t.gql(UPDATE_PROFILE, { input: { firstName: ` ${decomposed} `, bio: `${decomposed}\n` } }, user);
      expect(profile.errors).toBeUndefined();
      expect(profile.data?.updateProfile).toMatchObject({ firstName: composed, bio: composed });
      const me = await t.rest('GET', '/api/users/profile', undefined, user);
      expect(JSON.stringify(me.body)).toContain(composed);
      expect(JSON.stringify(me.body)).not.toContain(decomposed);
      const registered = await t.gql(REGISTER, {
        input: { email: 'nfc-signup@example.com', password: 'a-good-password', username: 'nfc_signup', firstName: decomposed, lastName: 'Smith' },
      });
      expect(registered.errors).toBeUndefined();
      expect(registered.data?.register.user.firstName).toBe(composed);
      const pepper = await t.gql(CREATE_PEPPER, { input: { name: 'Jalapen\u0303o Nuevo', shu: '1000', group: 'c_annuum' } }, admin);
      expect(pepper.errors).toBeUndefined();
      expect(pepper.data?.createPepper.name).toBe('Jalape\u00F1o Nuevo');
    });

    it('passwords are taken exactly as typed', async () => {
      // A password with spaces at its ends and a decomposed letter signs in only as typed.
      const password = ` Pa${decomposed}ss word `;
      const email = 'exact-password@example.com';
      const reg = await t.gql(REGISTER, { input: { email, password, username: 'exact_password', firstName: 'Exact', lastName: 'Password' } });
      expect(reg.errors).toBeUndefined();
      const login = 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }';
      expect((await t.gql(login, { input: { email, password } })).data?.login.accessToken).toEqual(expect.any(String));
      expect((await t.gql(login, { input: { email, password: password.trim().normalize('NFC') } })).errors?.[0].extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
    });
  });
});
