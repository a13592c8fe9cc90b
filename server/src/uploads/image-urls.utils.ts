import { AVATAR_SIZES, avatarFile, uploadedAvatarId } from '@pepper-atlas/domain';
// The URLs of stored pepper images and avatars (no image processing here: entities and REST mappers use these).

/** Widths every upload is re-encoded to; the largest is the image's URL, the others its srcset. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

const IMAGE_URL = /^\/uploads\/peppers\/([0-9a-f-]{36})-1280\.webp$/;

/** The stored files behind an image URL of ours, or null for anything else. */
export function imageFilesOf(url: string | null | undefined): string[] | null {
  const match = url ? IMAGE_URL.exec(url) : null;
  return match ? IMAGE_WIDTHS.map((w) => `peppers/${match[1]}-${w}.webp`) : null;
}

/** `srcset` for an image URL of ours. */
export function srcSetOf(url: string | null | undefined): string | null {
  const files = imageFilesOf(url);
  return files ? files.map((name, i) => `/uploads/${name} ${IMAGE_WIDTHS[i]}w`).join(', ') : null;
}

/** The stored files behind an avatar URL of ours, or null for anything else (an emoji, say). */
export function avatarFilesOf(url: string | null | undefined): string[] | null {
  const id = uploadedAvatarId(url);
  return id ? AVATAR_SIZES.map((size) => avatarFile(id, size)) : null;
}

/** The stored files of a forum post's photo (issue 36), smallest first: `posts/<key>-<width>.webp`. */
export function postImageFiles(key: string): string[] {
  return IMAGE_WIDTHS.map((w) => `posts/${key}-${w}.webp`);
}

/** The URL of a forum post's photo at one of IMAGE_WIDTHS. */
export function postImageUrl(key: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  return `/uploads/posts/${key}-${width}.webp`;
}
