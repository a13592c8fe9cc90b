import { describe, expect, it } from '@jest/globals';
import { AVATAR_SIZES, avatarFile, avatarUrl, uploadedAvatarId } from './avatar.js';

describe('uploaded avatars', () => {
  const id = '0b8a2c1e-1111-4222-8333-944445555666';
  it('recognises only our stored 160 px avatar URL', () => {
    expect(uploadedAvatarId(`/uploads/avatars/${id}-160.webp`)).toBe(id);
    for (const other of [null, '', '🌶️', `/uploads/avatars/${id}-32.webp`, `https://evil.example/uploads/avatars/${id}-160.webp`, `/uploads/peppers/${id}-1280.webp`]) {
      expect(uploadedAvatarId(other)).toBeNull();
    }
  });
  it('names a file and URL per size', () => {
    expect(AVATAR_SIZES).toEqual([32, 64, 160]);
    expect(avatarFile(id, 32)).toBe(`avatars/${id}-32.webp`);
    expect(avatarUrl(id, 160)).toBe(`/uploads/avatars/${id}-160.webp`);
    expect(uploadedAvatarId(avatarUrl(id, 160))).toBe(id);
  });
});
