import { describe, it, expect } from '@jest/globals';
import { DEFAULT_ROLE, ROLES, ROLE_LABELS, canModerate, isActiveAdmin, isRole } from './roles.js';

describe('roles', () => {
  it('lists admin, moderator and user; new users are users', () => {
    expect(ROLES).toEqual(['admin', 'moderator', 'user']);
    expect(DEFAULT_ROLE).toBe('user');
    expect(ROLE_LABELS).toEqual({ admin: 'manager', moderator: 'moderator', user: 'user' });
  });
  it('isRole', () => {
    expect(isRole('moderator')).toBe(true);
    expect(isRole('guest')).toBe(false);
    expect(isRole('Admin')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});

describe('isActiveAdmin', () => {
  it.each([
    [{ role: 'admin', isActive: true }, true],
    [{ role: 'admin', isActive: false }, false],
    [{ role: 'admin' }, false],
    [{ role: 'admin', isActive: null }, false],
    [{ role: 'moderator', isActive: true }, false],
    [{ role: 'user', isActive: true }, false],
    [{ role: 'Admin', isActive: true }, false],
    [null, false],
    [undefined, false],
  ])('%p -> %p', (user, expected) => expect(isActiveAdmin(user)).toBe(expected));
});

describe('canModerate', () => {
  it.each([
    [{ role: 'admin', isActive: true }, true],
    [{ role: 'moderator', isActive: true }, true],
    [{ role: 'moderator', isActive: false }, false],
    [{ role: 'admin', isActive: false }, false],
    [{ role: 'user', isActive: true }, false],
    [{ role: 'banned', isActive: true }, false],
    [null, false],
  ])('%p -> %p', (user, expected) => expect(canModerate(user)).toBe(expected));
});
