/** A member's public page. */
export function memberPath(username: string): string {
  return `/users/${encodeURIComponent(username)}`;
}
