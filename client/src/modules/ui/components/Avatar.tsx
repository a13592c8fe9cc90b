import { avatarUrl, uploadedAvatarId } from '@pepper-atlas/domain';
import './Avatar.css';

export interface AvatarUser {
  username: string;
  firstName?: string | null;
  lastName?: string | null;
  avatar?: string | null;
}

export interface AvatarProps {
  user: AvatarUser;
  size?: 'small' | 'large';
}

/** Up to two letters: first and last name initials, else the username's first letter. */
export function initialsOf(user: AvatarUser): string {
  const letters = [user.firstName, user.lastName]
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return letters || user.username.charAt(0).toUpperCase();
}

/** An avatar chosen as an emoji (not an image address). */
function emojiAvatar(avatar: string | null | undefined): string | null {
  const value = avatar?.trim();
  return value && !/[/.:]/.test(value) && [...value].length <= 4 ? value : null;
}

/** The picture for a displayed size (the small avatar is 32 CSS px, the large one 80), or null when it is not an upload of ours. */
export function avatarImage(avatar: string | null | undefined, size: 'small' | 'large'): { src: string; srcSet: string } | null {
  const id = uploadedAvatarId(avatar);
  if (!id) return null;
  return size === 'small'
    ? { src: avatarUrl(id, 32), srcSet: `${avatarUrl(id, 32)} 1x, ${avatarUrl(id, 64)} 2x` }
    : { src: avatarUrl(id, 160), srcSet: `${avatarUrl(id, 64)} 0.8x, ${avatarUrl(id, 160)} 2x` };
}

/**
 * The member's uploaded picture, else the emoji they chose, else their initials (one component
 * for the header, topics, comments, profiles and the admin list). Decorative: the name is always
 * next to it. Other addresses are never loaded (no third-party tracking through avatars).
 */
export function Avatar({ user, size = 'small' }: AvatarProps) {
  const image = avatarImage(user.avatar, size);
  if (image) {
    const px = size === 'small' ? 32 : 80;
    return (
      <img
        className={`avatar avatar--${size} avatar--image`}
        src={image.src}
        srcSet={image.srcSet}
        width={px}
        height={px}
        alt=""
        loading="lazy"
        decoding="async"
        data-avatar={user.username}
      />
    );
  }
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true" data-avatar={user.username}>
      {emojiAvatar(user.avatar) ?? initialsOf(user)}
    </span>
  );
}
