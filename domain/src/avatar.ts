/**
 * Uploaded avatars: the server stores each one square at these sizes (CSS pixels), as
 * `/uploads/avatars/<id>-<size>.webp`; the member's `avatar` field holds the largest one's URL.
 */
export const AVATAR_SIZES = [32, 64, 160] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

const UPLOADED_AVATAR = /^\/uploads\/avatars\/([0-9a-f-]{36})-160\.webp$/;

/** The id of an uploaded avatar, or null for anything else (an emoji, another address). */
export function uploadedAvatarId(avatar: string | null | undefined): string | null {
  return (avatar && UPLOADED_AVATAR.exec(avatar)?.[1]) || null;
}

/** The file of an uploaded avatar at one size, below the uploads folder. */
export function avatarFile(id: string, size: AvatarSize): string {
  return `avatars/${id}-${size}.webp`;
}

/** The URL of an uploaded avatar at one size. */
export function avatarUrl(id: string, size: AvatarSize): string {
  return `/uploads/${avatarFile(id, size)}`;
}
