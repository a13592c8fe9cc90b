import { describe, it, expect } from '@jest/globals';
import { LIMITS } from './limits.js';
import { POST_IMAGE_LIMITS } from './post-images.js';
import { MESSAGES, heatLevelMismatchMessage, isMessageKey, passwordTooShortMessage } from './messages.js';

describe('LIMITS', () => {
  it('holds the documented pepper form limits (docs/product-rules.md#validation)', () => {
    expect(LIMITS.pepper).toEqual({
      nameMin: 2,
      nameMax: 50,
      descriptionMax: 500,
      hebNameMax: 100,
      hebDescriptionMax: 500,
      originMax: 100,
      flavorMax: 200,
      usesMax: 400,
      growingNoteMax: 400,
      growingTimeMax: 100,
      colorMax: 50,
      shapeMax: 50,
      shuMin: 0,
    });
  });
  it('holds password, image, topic, comment, report and account limits', () => {
    expect(LIMITS.password).toEqual({ min: 6, max: 128 });
    expect(LIMITS.image).toEqual({ warnBytes: 5242880, compressNoteBytes: 1048576, maxBytes: 10485760 });
    expect(LIMITS.topic).toEqual({ titleMax: 150, subjectMax: 100, descriptionLineMax: 2000, descriptionLinesMax: 20 });
    expect(LIMITS.comment).toEqual({ textMax: 5000 });
    expect(LIMITS.report).toEqual({ descriptionMax: 1000 });
    expect(LIMITS.username.min).toBe(3);
    expect(LIMITS.username.max).toBe(30);
    expect(LIMITS.name).toEqual({ max: 50 });
    expect(LIMITS.bio).toEqual({ max: 500 });
    expect(LIMITS.email).toEqual({ max: 254 });
  });
  it('username pattern allows Latin/Hebrew letters, digits, underscore, dot and hyphen only', () => {
    const p = LIMITS.username.pattern;
    for (const ok of ['chili_fan', 'John.Doe', 'pepper-99', 'פלפל_חריף', 'ABC', '___']) expect(p.test(ok)).toBe(true);
    for (const bad of ['with space', 'at@sign', 'emoji🌶', 'аdmin' /* Cyrillic a */, 'tab\t', '', 'שָׁלוֹם'])
      expect(p.test(bad)).toBe(false);
  });
});

describe('MESSAGES', () => {
  it('reproduces the documented texts exactly (docs/product-rules.md#validation)', () => {
    expect(MESSAGES).toMatchObject({
      nameRequired: 'Name is required',
      nameTooShort: 'Name must be at least 2 characters',
      nameTooLong: 'Name must be less than 50 characters',
      shuRequired: 'SHU is required',
      shuInvalid: 'Invalid SHU value',
      groupRequired: 'Group is required',
      groupInvalid: 'Invalid group selected',
      pepperNameRequired: 'Pepper name is required',
      heatUnitsRequired: 'Heat units are required',
      pepperGroupRequired: 'Pepper group is required',
      descriptionTooLong: 'Description must be less than 500 characters',
      hebNameTooLong: 'Hebrew name must be less than 100 characters',
      hebDescriptionTooLong: 'Hebrew description must be less than 500 characters',
      originTooLong: 'Origin must be less than 100 characters',
      flavorTooLong: 'Flavor must be less than 200 characters',
      heatLevelInvalid: 'Invalid heat level',
      heatLevelMismatch: 'Heat level does not match the SHU (expected {{expected}})',
      growingTimeTooLong: 'Growing time must be less than 100 characters',
      difficultyInvalid: 'Invalid difficulty level',
      requiredFields: 'Please fill in all required fields',
      passwordsDoNotMatch: 'Passwords do not match',
      passwordTooShort: 'Password must be at least 6 characters long',
      imageRequired: 'Please select an image for the new pepper',
    });
  });

  it('quotes the same numbers as LIMITS', () => {
    const numberIn = (key: keyof typeof MESSAGES) => Number(/(\d+)/.exec(MESSAGES[key])![1]);
    expect(numberIn('nameTooShort')).toBe(LIMITS.pepper.nameMin);
    expect(numberIn('postImagesTooMany')).toBe(POST_IMAGE_LIMITS.perPost);
    expect(numberIn('postImageAltTooLong')).toBe(POST_IMAGE_LIMITS.altMax);
    expect(numberIn('postImageDailyLimit')).toBe(POST_IMAGE_LIMITS.newAccountPerDay);
    expect(numberIn('nameTooLong')).toBe(LIMITS.pepper.nameMax);
    expect(numberIn('descriptionTooLong')).toBe(LIMITS.pepper.descriptionMax);
    expect(numberIn('hebNameTooLong')).toBe(LIMITS.pepper.hebNameMax);
    expect(numberIn('hebDescriptionTooLong')).toBe(LIMITS.pepper.hebDescriptionMax);
    expect(numberIn('originTooLong')).toBe(LIMITS.pepper.originMax);
    expect(numberIn('flavorTooLong')).toBe(LIMITS.pepper.flavorMax);
    expect(numberIn('growingTimeTooLong')).toBe(LIMITS.pepper.growingTimeMax);
    expect(numberIn('colorTooLong')).toBe(LIMITS.pepper.colorMax);
    expect(numberIn('shapeTooLong')).toBe(LIMITS.pepper.shapeMax);
    expect(numberIn('passwordTooShort')).toBe(LIMITS.password.min);
    expect(numberIn('passwordTooLong')).toBe(LIMITS.password.max);
    expect(numberIn('usernameTooShort')).toBe(LIMITS.username.min);
    expect(numberIn('usernameTooLong')).toBe(LIMITS.username.max);
    expect(numberIn('emailTooLong')).toBe(LIMITS.email.max);
    expect(numberIn('firstNameTooLong')).toBe(LIMITS.name.max);
    expect(numberIn('lastNameTooLong')).toBe(LIMITS.name.max);
    expect(numberIn('bioTooLong')).toBe(LIMITS.bio.max);
    expect(numberIn('titleTooLong')).toBe(LIMITS.topic.titleMax);
    expect(numberIn('subjectTooLong')).toBe(LIMITS.topic.subjectMax);
    expect(numberIn('descriptionLineTooLong')).toBe(LIMITS.topic.descriptionLineMax);
    expect(numberIn('descriptionTooManyLines')).toBe(LIMITS.topic.descriptionLinesMax);
    expect(numberIn('commentTooLong')).toBe(LIMITS.comment.textMax);
    expect(numberIn('reportDescriptionTooLong')).toBe(LIMITS.report.descriptionMax);
    expect(numberIn('imageTooLarge') * 1024 * 1024).toBe(LIMITS.image.maxBytes);
    expect(numberIn('imageSizeWarning') * 1024 * 1024).toBe(LIMITS.image.warnBytes);
    expect(numberIn('imageWillBeCompressed') * 1024 * 1024).toBe(LIMITS.image.compressNoteBytes);
  });

  it('has non-empty texts only', () => {
    for (const text of Object.values(MESSAGES)) expect(text.trim().length).toBeGreaterThan(0);
  });

  it('isMessageKey', () => {
    expect(isMessageKey('nameRequired')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('nope')).toBe(false);
    expect(isMessageKey(1)).toBe(false);
  });

  it('heatLevelMismatchMessage names the expected level', () => {
    expect(heatLevelMismatchMessage('Hot')).toBe('Heat level does not match the SHU (expected Hot)');
  });
  it('passwordTooShortMessage follows the minimum in force', () => {
    expect(passwordTooShortMessage(6)).toBe(MESSAGES.passwordTooShort);
    expect(passwordTooShortMessage(8)).toBe('Password must be at least 8 characters long');
  });
});
