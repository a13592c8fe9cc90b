import { describe, it, expect } from '@jest/globals';
import { LIMITS } from './limits.js';
import { MESSAGES } from './messages.js';
import {
  PEPPER_FIELDS,
  PEPPER_REQUIRED_FIELDS,
  imageSizeNotice,
  missingRequiredPepperFields,
  validateImageFile,
  validatePepper,
  validatePepperField,
  type PepperFieldsInput,
} from './pepper-validation.js';
import {
  SIGN_UP_FIELDS,
  charCount,
  firstError,
  hasErrors,
  isValidEmail,
  validateChangePassword,
  validateComment,
  validatePassword,
  validateProfile,
  validateReport,
  validateSignIn,
  validateSignUp,
  validateTopic,
} from './validation.js';

const x = (n: number, ch = 'a') => ch.repeat(n);

const validPepper: PepperFieldsInput = {
  name: 'Jalapeño',
  shu: '2,500-8,000',
  group: 'C. Annuum',
  description: 'A medium-sized chili pepper.',
  hebName: 'חלפיניו',
  hebDescription: 'פלפל חריף בינוני',
  origin: 'Mexico',
  flavor: 'Grassy, bright',
  heatLevel: 'Medium',
  growingTime: '70-80 days',
  difficulty: 'Easy',
  color: 'Green',
  shape: 'Conical',
};

describe('charCount', () => {
  it('counts code points', () => {
    expect(charCount('')).toBe(0);
    expect(charCount('abc')).toBe(3);
    expect(charCount('פלפל')).toBe(4);
    expect(charCount('🌶🌶')).toBe(2);
  });
});

describe('validatePepper', () => {
  it('returns {} for a valid pepper', () => {
    expect(validatePepper(validPepper)).toEqual({});
  });

  it('accepts a pepper with only the required fields; optional fields may be empty or null', () => {
    expect(validatePepper({ name: 'Bell', shu: 0, group: 'C. Annuum' })).toEqual({});
    expect(
      validatePepper({
        name: 'Bell',
        shu: '0',
        group: 'C. Annuum',
        description: '',
        hebName: null,
        hebDescription: '   ',
        origin: undefined,
        flavor: '',
        heatLevel: '',
        growingTime: null,
        difficulty: null,
        color: '',
        shape: null,
      }),
    ).toEqual({});
  });

  it('reports every required field of an empty form', () => {
    expect(validatePepper({})).toEqual({ name: 'nameRequired', shu: 'shuRequired', group: 'groupRequired' });
  });

  it("words a new pepper's missing required fields as the add-pepper copy; other rules are the same", () => {
    const errors = validatePepper({ name: ' ', shu: '', group: null }, 'add');
    expect(errors).toEqual({ name: 'pepperNameRequired', shu: 'heatUnitsRequired', group: 'pepperGroupRequired' });
    expect([errors.name, errors.shu, errors.group].map((key) => MESSAGES[key!])).toEqual([
      'Pepper name is required',
      'Heat units are required',
      'Pepper group is required',
    ]);
    expect(validatePepper({ name: 'X', shu: 'hot', group: 'C. Nope' }, 'add')).toEqual({ name: 'nameTooShort', shu: 'shuInvalid', group: 'groupInvalid' });
    expect(validatePepperField('name', '', 'add')).toBe('pepperNameRequired');
    expect(validatePepperField('name', '', 'edit')).toBe('nameRequired');
  });

  describe('name', () => {
    it.each([
      [undefined, 'nameRequired'],
      [null, 'nameRequired'],
      ['', 'nameRequired'],
      ['   ', 'nameRequired'],
      ['A', 'nameTooShort'],
      [' A ', 'nameTooShort'],
      ['🌶', 'nameTooShort'],
      ['Ab', null],
      [x(50), null],
      [`  ${x(50)}  `, null],
      [x(51), 'nameTooLong'],
      [x(50, 'פ'), null],
      [x(51, 'פ'), 'nameTooLong'],
    ])('%p -> %p', (name, expected) => expect(validatePepperField('name', name)).toBe(expected));
  });

  describe('shu', () => {
    it.each([
      [undefined, 'shuRequired'],
      [null, 'shuRequired'],
      ['', 'shuRequired'],
      ['  ', 'shuRequired'],
      [0, null],
      [2500, null],
      [2500.5, null],
      ['2500', null],
      ['1,000-5,000', null],
      ['1000 - 5000', null],
      ['100000+', null],
      ['100,000++', null],
      [-1, 'shuInvalid'],
      [NaN, 'shuInvalid'],
      [Infinity, 'shuInvalid'],
      ['abc', 'shuInvalid'],
      ['5000-1000', 'shuInvalid'],
      ['1-2-3', 'shuInvalid'],
      ['-5', 'shuInvalid'],
      ['1e5', 'shuInvalid'],
      [true, 'shuInvalid'],
    ])('%p -> %p', (shu, expected) => expect(validatePepperField('shu', shu)).toBe(expected));
  });

  describe('group', () => {
    it.each([
      [undefined, 'groupRequired'],
      ['', 'groupRequired'],
      [' ', 'groupRequired'],
      ['C. Chinense', null],
      ['chinense', null],
      ['Capsicum annuum', null],
      ['C. Unknownum', 'groupInvalid'],
      ['Jalapeño', 'groupInvalid'],
    ])('%p -> %p', (group, expected) => expect(validatePepperField('group', group)).toBe(expected));
  });

  describe('heat level and difficulty are optional, else in the list', () => {
    it.each([
      [undefined, null],
      ['', null],
      ['Very Hot', null],
      ['very hot', null],
      ['חריף מאוד', null],
      ['Scorching', 'heatLevelInvalid'],
    ])('heatLevel %p -> %p', (v, expected) => expect(validatePepperField('heatLevel', v)).toBe(expected));
    it.each([
      [null, null],
      [' ', null],
      ['Hard', null],
      ['בינוני', null],
      ['Impossible', 'difficultyInvalid'],
    ])('difficulty %p -> %p', (v, expected) => expect(validatePepperField('difficulty', v)).toBe(expected));
  });

  describe('optional text maxima', () => {
    it.each([
      ['description', LIMITS.pepper.descriptionMax, 'descriptionTooLong'],
      ['hebName', LIMITS.pepper.hebNameMax, 'hebNameTooLong'],
      ['hebDescription', LIMITS.pepper.hebDescriptionMax, 'hebDescriptionTooLong'],
      ['origin', LIMITS.pepper.originMax, 'originTooLong'],
      ['flavor', LIMITS.pepper.flavorMax, 'flavorTooLong'],
      ['region', LIMITS.pepper.originMax, 'regionTooLong'],
      ['hebRegion', LIMITS.pepper.originMax, 'hebRegionTooLong'],
    ] as const)('%s: at most %p characters', (field, max, key) => {
      expect(validatePepperField(field, x(max))).toBeNull();
      expect(validatePepperField(field, ` ${x(max)} `)).toBeNull();
      expect(validatePepperField(field, x(max + 1))).toBe(key);
      expect(validatePepper({ ...validPepper, [field]: x(max + 1) })).toEqual({ [field]: key });
    });
  });

  it('reports the first failing rule per field, across all fields at once', () => {
    expect(
      validatePepper({
        name: 'A',
        shu: 'hot',
        group: 'nope',
        description: x(501),
        heatLevel: 'warm',
        difficulty: 'tricky',
      }),
    ).toEqual({
      name: 'nameTooShort',
      shu: 'shuInvalid',
      group: 'groupInvalid',
      description: 'descriptionTooLong',
      heatLevel: 'heatLevelInvalid',
      difficulty: 'difficultyInvalid',
    });
  });

  it('only ever returns known message keys', () => {
    const errors = validatePepper({ name: x(99), shu: -1, group: '?', origin: x(101) });
    for (const key of Object.values(errors)) expect(MESSAGES).toHaveProperty(key as string);
  });

  it('growing time is days, at most 100 characters; country is a code or a name in either language', () => {
    expect(validatePepperField('growingTime', '100-120 days')).toBeNull();
    expect(validatePepperField('growingTime', '100-120 ימים')).toBeNull();
    expect(validatePepperField('growingTime', '')).toBeNull();
    expect(validatePepperField('growingTime', 'soon')).toBe('growingTimeInvalid');
    expect(validatePepperField('growingTime', '9'.repeat(101))).toBe('growingTimeTooLong');
    expect(validatePepperField('country', 'MX')).toBeNull();
    expect(validatePepperField('country', 'מקסיקו')).toBeNull();
    expect(validatePepperField('country', '')).toBeNull();
    expect(validatePepperField('country', 'Atlantis')).toBe('countryUnknown');
  });

  it('knows every field', () => {
    expect(PEPPER_FIELDS).toHaveLength(23);
    expect(
      validatePepper({
        name: 'Ok',
        shu: 1,
        group: 'annuum',
        hebOrigin: 'א'.repeat(101),
        hebFlavor: 'ב'.repeat(201),
        uses: 'x'.repeat(401),
        hebGrowingNote: 'ג'.repeat(401),
      }),
    ).toEqual({
      hebOrigin: 'hebOriginTooLong',
      hebFlavor: 'hebFlavorTooLong',
      uses: 'usesTooLong',
      hebGrowingNote: 'hebGrowingNoteTooLong',
    });
    // Exactly at the limit, in characters (a Hebrew letter is one, however many bytes it takes).
    expect(validatePepper({ name: 'Ok', shu: 1, group: 'annuum', hebUses: 'ד'.repeat(400), growingNote: 'y'.repeat(400) })).toEqual({});
    expect(PEPPER_REQUIRED_FIELDS).toEqual(['name', 'shu', 'group']);
  });
});

describe('missingRequiredPepperFields', () => {
  it('lists empty required fields in form order', () => {
    expect(missingRequiredPepperFields({})).toEqual(['name', 'shu', 'group']);
    expect(missingRequiredPepperFields({ name: ' ', shu: 0, group: '' })).toEqual(['name', 'group']);
    expect(missingRequiredPepperFields({ name: 'X', shu: 'bad', group: 'bad' })).toEqual([]);
  });
});

describe('hasErrors / firstError', () => {
  it('hasErrors', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ name: undefined })).toBe(false);
    expect(hasErrors({ name: 'nameRequired' })).toBe(true);
  });
  it('firstError prefers requiredFields, then field order', () => {
    expect(firstError({}, SIGN_UP_FIELDS)).toBeNull();
    expect(firstError({ password: 'passwordTooShort', confirmPassword: 'passwordsDoNotMatch' }, SIGN_UP_FIELDS)).toBe(
      'passwordTooShort',
    );
    expect(firstError({ email: 'emailInvalid', lastName: 'requiredFields' }, SIGN_UP_FIELDS)).toBe('requiredFields');
  });
});

describe('image', () => {
  it.each([
    [0, null],
    [1_048_576, null],
    [1_048_577, 'compress'],
    [5_242_880, 'compress'],
    [5_242_881, 'warning'],
    [10_485_760, 'warning'],
    [10_485_761, 'tooLarge'],
  ])('imageSizeNotice(%p) -> %p', (bytes, expected) => expect(imageSizeNotice(bytes)).toBe(expected));

  it.each([
    [{ size: 1000, type: 'image/png' }, null],
    [{ size: 1000, type: 'image/svg+xml' }, null],
    [{ size: 1000, type: 'image/webp' }, null],
    [{ size: 6_000_000, type: 'image/jpeg' }, null], // the 5 MB warning does not block
    [{ size: 10_485_761, type: 'image/jpeg' }, 'imageTooLarge'],
    [{ size: -1, type: 'image/jpeg' }, 'imageTooLarge'],
    [{ size: NaN, type: 'image/jpeg' }, 'imageTooLarge'],
    [{ size: 1000, type: 'application/pdf' }, 'imageInvalidType'],
    [{ size: 1000, type: '' }, 'imageInvalidType'],
    [{ size: 1000, type: 'image/' }, 'imageInvalidType'],
  ])('validateImageFile(%p) -> %p', (file, expected) => expect(validateImageFile(file)).toBe(expected));
});

describe('isValidEmail', () => {
  it.each(['a@b.co', 'user.name+tag@example.co.il', '  padded@example.com  ', 'דוד@example.com'])('accepts %p', (e) =>
    expect(isValidEmail(e)).toBe(true),
  );
  it.each([
    '',
    'plain',
    '@example.com',
    'user@',
    'user@localhost',
    'user@@example.com',
    'us er@example.com',
    'user@exa mple.com',
    'user@example..com',
    'user@.example.com',
    'user@example.com.',
    `${x(250)}@b.co`,
    null,
    42,
  ])('rejects %p', (e) => expect(isValidEmail(e)).toBe(false));
});

describe('validatePassword', () => {
  it.each([
    [undefined, 'requiredFields'],
    [null, 'requiredFields'],
    ['', 'requiredFields'],
    ['12345', 'passwordTooShort'],
    ['123456', null],
    ['      ', null], // passwords are not trimmed
    [x(128), null],
    [x(129), 'passwordTooLong'],
  ])('%p -> %p', (pw, expected) => expect(validatePassword(pw)).toBe(expected));
  it('honours a raised minimum', () => {
    expect(validatePassword('1234567', 8)).toBe('passwordTooShort');
    expect(validatePassword('12345678', 8)).toBeNull();
  });
});

describe('validateSignUp', () => {
  const ok = {
    username: 'chili_fan',
    email: 'fan@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
    firstName: 'Dana',
    lastName: 'Levi',
  };
  it('accepts a valid form', () => expect(validateSignUp(ok)).toEqual({}));
  it('accepts a payload without confirmation (server side)', () => {
    const { confirmPassword: _omit, ...payload } = ok;
    expect(validateSignUp(payload)).toEqual({});
  });
  it('marks every missing required field with requiredFields', () => {
    expect(validateSignUp({})).toEqual({
      username: 'requiredFields',
      email: 'requiredFields',
      password: 'requiredFields',
      firstName: 'requiredFields',
      lastName: 'requiredFields',
    });
    expect(validateSignUp({ ...ok, firstName: '  ' })).toEqual({ firstName: 'requiredFields' });
  });
  it('requires the confirmation to match', () => {
    expect(validateSignUp({ ...ok, confirmPassword: 'secret2' })).toEqual({ confirmPassword: 'passwordsDoNotMatch' });
    expect(validateSignUp({ ...ok, confirmPassword: '' })).toEqual({ confirmPassword: 'passwordsDoNotMatch' });
    expect(validateSignUp({ ...ok, confirmPassword: null })).toEqual({ confirmPassword: 'passwordsDoNotMatch' });
  });
  it('checks the password length against the minimum in force', () => {
    expect(validateSignUp({ ...ok, password: '12345', confirmPassword: '12345' })).toEqual({ password: 'passwordTooShort' });
    expect(validateSignUp({ ...ok, password: 'secret1', confirmPassword: 'secret1' }, 8)).toEqual({
      password: 'passwordTooShort',
    });
  });
  it.each([
    ['ab', 'usernameTooShort'],
    [x(31), 'usernameTooLong'],
    ['has space', 'usernameInvalid'],
    ['bad!', 'usernameInvalid'],
    ['abc', undefined],
    [x(30), undefined],
    ['פלפלן', undefined],
  ])('username %p -> %p', (username, expected) => {
    expect(validateSignUp({ ...ok, username }).username).toBe(expected);
  });
  it('validates the email', () => {
    expect(validateSignUp({ ...ok, email: 'nope' }).email).toBe('emailInvalid');
    expect(validateSignUp({ ...ok, email: `${x(250)}@b.com` }).email).toBe('emailTooLong');
  });
  it('limits first and last name to 50 characters', () => {
    expect(validateSignUp({ ...ok, firstName: x(50), lastName: x(50) })).toEqual({});
    expect(validateSignUp({ ...ok, firstName: x(51), lastName: x(51) })).toEqual({
      firstName: 'firstNameTooLong',
      lastName: 'lastNameTooLong',
    });
  });
});

describe('validateSignIn', () => {
  it('requires email and password only', () => {
    expect(validateSignIn({ email: 'a@b.co', password: 'x' })).toEqual({});
    expect(validateSignIn({ email: 'not-an-email', password: 'x' })).toEqual({});
    expect(validateSignIn({})).toEqual({ email: 'requiredFields', password: 'requiredFields' });
    expect(validateSignIn({ email: '  ', password: '' })).toEqual({ email: 'requiredFields', password: 'requiredFields' });
  });
});

describe('validateChangePassword', () => {
  it('checks current, new and confirmation', () => {
    expect(validateChangePassword({ currentPassword: 'old', newPassword: 'newpass', confirmPassword: 'newpass' })).toEqual({});
    expect(validateChangePassword({})).toEqual({ currentPassword: 'requiredFields', newPassword: 'requiredFields' });
    expect(validateChangePassword({ currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      newPassword: 'passwordTooShort',
      confirmPassword: 'passwordsDoNotMatch',
    });
    expect(validateChangePassword({ currentPassword: 'old', newPassword: 'newpass1' }, 10)).toEqual({
      newPassword: 'passwordTooShort',
    });
  });
});

describe('validateProfile', () => {
  it('checks only the fields present', () => {
    expect(validateProfile({})).toEqual({});
    expect(validateProfile({ bio: '' })).toEqual({});
    expect(validateProfile({ bio: x(500) })).toEqual({});
    expect(validateProfile({ bio: x(501) })).toEqual({ bio: 'bioTooLong' });
  });
  it('does not allow clearing identity fields', () => {
    expect(validateProfile({ username: '', email: ' ', firstName: null, lastName: '' })).toEqual({
      username: 'requiredFields',
      email: 'requiredFields',
      firstName: 'requiredFields',
      lastName: 'requiredFields',
    });
  });
  it('applies the account rules', () => {
    expect(validateProfile({ username: 'a b', email: 'x@y', firstName: x(51), lastName: x(51) })).toEqual({
      username: 'usernameInvalid',
      email: 'emailInvalid',
      firstName: 'firstNameTooLong',
      lastName: 'lastNameTooLong',
    });
  });
});

describe('validateTopic', () => {
  const ok = { title: 'My first Reaper', subject: 'Growing superhots', description: ['Line one', 'Line two'] };
  it('accepts a valid topic', () => {
    expect(validateTopic(ok)).toEqual({});
    expect(validateTopic({ ...ok, description: [] })).toEqual({});
    expect(validateTopic({ ...ok, description: 'a\nb' })).toEqual({});
    expect(validateTopic({ ...ok, category: 'diseases' })).toEqual({});
    expect(validateTopic({ ...ok, category: '' })).toEqual({});
  });
  it('requires title and subject', () => {
    expect(validateTopic({ title: ' ', subject: '', description: [''] })).toEqual({
      title: 'requiredFields',
      subject: 'requiredFields',
    });
  });
  it('limits title and subject', () => {
    expect(validateTopic({ ...ok, title: x(150), subject: x(100) })).toEqual({});
    expect(validateTopic({ ...ok, title: x(151), subject: x(101) })).toEqual({
      title: 'titleTooLong',
      subject: 'subjectTooLong',
    });
  });
  it('limits description lines (blank lines ignored)', () => {
    expect(validateTopic({ ...ok, description: Array(20).fill('line') })).toEqual({});
    expect(validateTopic({ ...ok, description: [...Array(20).fill('line'), '', '  '] })).toEqual({});
    expect(validateTopic({ ...ok, description: Array(21).fill('line') })).toEqual({ description: 'descriptionTooManyLines' });
    expect(validateTopic({ ...ok, description: [x(2000)] })).toEqual({});
    expect(validateTopic({ ...ok, description: ['ok', x(2001)] })).toEqual({ description: 'descriptionLineTooLong' });
  });
  it('rejects an unknown category', () => {
    expect(validateTopic({ ...ok, category: 'all' })).toEqual({ category: 'categoryInvalid' });
    expect(validateTopic({ ...ok, category: 'cooking' })).toEqual({ category: 'categoryInvalid' });
  });
});

describe('validateComment', () => {
  it.each([
    ['', 'commentEmpty'],
    ['   \n\t', 'commentEmpty'],
    [null, 'commentEmpty'],
    [undefined, 'commentEmpty'],
    [5, 'commentEmpty'],
    ['Nice!', null],
    [x(5000), null],
    [` ${x(5000)} `, null],
    [x(5001), 'commentTooLong'],
  ])('%p -> %p', (text, expected) => expect(validateComment(text)).toBe(expected));
});

describe('validateReport', () => {
  it('needs a known type and a description of at most 1000 characters', () => {
    expect(validateReport({ type: 'spam', description: 'Advertising' })).toEqual({});
    expect(validateReport({ type: 'other', description: x(1000) })).toEqual({});
    expect(validateReport({})).toEqual({ type: 'reportTypeInvalid', description: 'reportDescriptionRequired' });
    expect(validateReport({ type: 'rude', description: x(1001) })).toEqual({
      type: 'reportTypeInvalid',
      description: 'reportDescriptionTooLong',
    });
  });
});

describe('the text rule in every validator (see text.ts)', () => {
  const ZW = '\u200B\u200C\u200D\u2060\uFEFF';
  const RLO = '\u202E';
  const RLM = '\u200F';
  const DIRECTION = 'directionControlsNotAllowed';
  const signUp = { username: 'chili_fan', email: 'fan@example.com', password: 'secret1', firstName: 'Dana', lastName: 'Levi' };
  const topic = { title: 'My first Reaper', subject: 'Growing superhots', description: ['Line one'] };

  it('counts text of only invisible characters as missing, with each field’s "required" message', () => {
    expect(validatePepperField('name', ZW)).toBe('nameRequired');
    expect(validateSignUp({ ...signUp, firstName: ZW, lastName: '\u3164', username: ZW })).toEqual({
      firstName: 'requiredFields',
      lastName: 'requiredFields',
      username: 'requiredFields',
    });
    expect(validateProfile({ firstName: ZW })).toEqual({ firstName: 'requiredFields' });
    expect(validateTopic({ ...topic, title: '\u200B\u200B\u200B', subject: `${RLM} ` })).toEqual({
      title: 'requiredFields',
      subject: 'requiredFields',
    });
    expect(validateComment(`${ZW}\n${ZW}`)).toBe('commentEmpty');
    expect(validateReport({ type: 'spam', description: ZW })).toEqual({ description: 'reportDescriptionRequired' });
    expect(missingRequiredPepperFields({ name: ZW, shu: '100', group: 'C. Annuum' })).toEqual(['name']);
  });

  it('refuses direction controls in single-line fields', () => {
    expect(validatePepperField('name', `Reaper${RLO}`)).toBe(DIRECTION);
    for (const field of ['hebName', 'origin', 'hebOrigin', 'flavor', 'hebFlavor', 'growingTime', 'color', 'shape'] as const) {
      expect(validatePepperField(field, `אדום${RLM}`)).toBe(DIRECTION);
    }
    expect(validateSignUp({ ...signUp, username: `admin${RLO}`, firstName: `Eve${RLO}`, lastName: `Doe\u2066`, email: `a${RLO}@b.co` })).toEqual({
      username: DIRECTION,
      firstName: DIRECTION,
      lastName: DIRECTION,
      email: DIRECTION,
    });
    expect(validateProfile({ firstName: `x${RLM}`, lastName: 'Levi' })).toEqual({ firstName: DIRECTION });
    expect(validateTopic({ ...topic, title: `Free ${RLO}exe.txt`, subject: `x\u202Ay` })).toEqual({ title: DIRECTION, subject: DIRECTION });
  });

  it('lets multi-line text keep direction marks but refuses overrides', () => {
    const mixed = `פלפל${RLM} (hello)\nשורה\u202B שנייה\u202C`;
    expect(validatePepperField('description', mixed)).toBeNull();
    expect(validatePepperField('hebDescription', mixed)).toBeNull();
    expect(validateComment(mixed)).toBeNull();
    expect(validateProfile({ bio: mixed })).toEqual({});
    expect(validateReport({ type: 'spam', description: mixed })).toEqual({});
    expect(validateTopic({ ...topic, description: [mixed] })).toEqual({});
    expect(validatePepperField('description', `a${RLO}b`)).toBe(DIRECTION);
    expect(validateComment(`see ${RLO}fdp.exe`)).toBe(DIRECTION);
    expect(validateProfile({ bio: `a${RLO}b` })).toEqual({ bio: DIRECTION });
    expect(validateReport({ type: 'spam', description: `a${RLO}b` })).toEqual({ description: DIRECTION });
    expect(validateTopic({ ...topic, description: ['fine', `a${RLO}b`] })).toEqual({ description: DIRECTION });
  });

  it('measures lengths on the NFC text', () => {
    // 50 letters typed decomposed (e + combining accent: 100 code points) are 50 characters.
    expect(validatePepperField('name', 'e\u0301'.repeat(50))).toBeNull();
    expect(validateSignUp({ ...signUp, firstName: 'e\u0301'.repeat(50) })).toEqual({});
  });

  it('refuses invisible format characters inside an email address', () => {
    expect(isValidEmail('ad\u200Bmin@example.com')).toBe(false);
    expect(validateProfile({ email: 'ad\u200Bmin@example.com' })).toEqual({ email: 'emailInvalid' });
  });

  it('leaves passwords exactly as typed', () => {
    expect(validatePassword(' \u200B\u200B\u200B\u200B\u200B ')).toBeNull();
    expect(validateSignIn({ email: 'a@b.co', password: ZW })).toEqual({});
  });
});
