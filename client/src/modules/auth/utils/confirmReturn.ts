/**
 * Where a member was when a mail was sent to them (a confirmation or a reset link): following the
 * link brings them back there, in this browser.
 */
type ReturnKind = 'confirm' | 'reset';

const keyOf = (kind: ReturnKind) => `pepper-atlas.${kind}Return`;

export function rememberReturn(kind: ReturnKind, path: string): void {
  try {
    localStorage.setItem(keyOf(kind), path);
  } catch {
    // storage unavailable: the link goes to its default page
  }
}

/** The remembered path (a path on this site only, never an account page of the flow), forgotten once read; else `fallback`. */
export function takeReturn(kind: ReturnKind, fallback: string): string {
  let path: string | null = null;
  try {
    path = localStorage.getItem(keyOf(kind));
    localStorage.removeItem(keyOf(kind));
  } catch {
    // storage unavailable
  }
  if (!path || !path.startsWith('/') || path.startsWith('//')) return fallback;
  if (/^\/(verify-email|reset-password|forgot-password|login)(\/|\?|$)/.test(path) || path === '/') return fallback;
  return path;
}

export const rememberConfirmReturn = (path: string) => rememberReturn('confirm', path);
export const takeConfirmReturn = () => takeReturn('confirm', '/forum');
