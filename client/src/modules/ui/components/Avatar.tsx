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

/** The user's avatar emoji when they chose one, else their initials. Decorative: the name is always next to it. */
export function Avatar({ user, size = 'small' }: AvatarProps) {
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {emojiAvatar(user.avatar) ?? initialsOf(user)}
    </span>
  );
}
