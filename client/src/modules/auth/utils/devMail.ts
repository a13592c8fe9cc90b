/** A mail as the development mailbox (GET /api/dev/mail) shows it. */
export interface DevMail {
  id: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  links: string[];
}

/** The newest mail to `email` in the development mailbox, or null when none has arrived. Throws when the mailbox is closed. */
export async function fetchDevMail(email: string): Promise<DevMail | null> {
  const res = await fetch(`/api/dev/mail?to=${encodeURIComponent(email.trim())}`, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`Development mailbox answered ${res.status}`);
  return ((await res.json()) as { mail: DevMail | null }).mail;
}

/** A link of a mail as a path on this site when it points at one of its pages (the mail may name another origin, e.g. PUBLIC_URL). */
export function inAppPath(link: string): string | null {
  try {
    const url = new URL(link);
    return /^\/(verify-email|reset-password)$/.test(url.pathname) ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
