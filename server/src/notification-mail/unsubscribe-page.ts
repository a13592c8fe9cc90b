import { escapeHtml, type Language } from '@pepper-atlas/domain';
import { KIND_NAMES } from './mail-compose.js';
import type { UnsubscribeKind } from './unsubscribe-token.js';

const TEXTS = {
  he: {
    dir: 'rtl',
    title: 'הסרה מרשימת התפוצה',
    ask: (kind: string) => `להפסיק לשלוח לך מיילים על ${kind}?`,
    button: 'הפסקת המיילים',
    done: (kind: string) => `לא יישלחו אליך עוד מיילים על ${kind}. ההתראות עדיין יופיעו באתר.`,
    invalid: 'קישור ההסרה הזה אינו תקין: יש לפתוח אותו מהמייל כפי שנשלח, או לשנות את הגדרות המיילים בפרופיל.',
    settings: 'להגדרות המיילים בפרופיל',
  },
  en: {
    dir: 'ltr',
    title: 'Unsubscribe',
    ask: (kind: string) => `Stop mails about ${kind}?`,
    button: 'Stop these mails',
    done: (kind: string) => `You will get no more mails about ${kind}. Your notifications still show on the site.`,
    invalid: 'This unsubscribe link is invalid: open it from the mail as it was sent, or change your mail settings in your profile.',
    settings: 'Mail settings in your profile',
  },
} as const;

function page(language: Language, body: string): string {
  const t = TEXTS[language];
  return (
    `<!doctype html><html lang="${language}" dir="${t.dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${t.title} · Pepper Atlas</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5}` +
    `button{font:inherit;padding:.5rem 1rem;cursor:pointer}@media (prefers-color-scheme:dark){body{background:#161616;color:#eee}a{color:#9cf}}</style></head>` +
    `<body><main><h1>${t.title}</h1>${body}<p><a href="/profile#notification-mail">${t.settings}</a></p></main></body></html>`
  );
}

/** The page a link opens: a question and a button (a GET changes nothing: mail scanners open links too). */
export function confirmPage(language: Language, kind: UnsubscribeKind, token: string): string {
  const t = TEXTS[language];
  return page(
    language,
    `<p>${escapeHtml(t.ask(KIND_NAMES[language][kind]))}</p><form method="post" action="/api/unsubscribe?token=${encodeURIComponent(token)}">` +
      `<input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${t.button}</button></form>`,
  );
}

export function donePage(language: Language, kind: UnsubscribeKind): string {
  const t = TEXTS[language];
  return page(language, `<p role="status">${escapeHtml(t.done(KIND_NAMES[language][kind]))}</p>`);
}

/** A link that is not ours: said in both languages (whose link it was is unknown). */
export function invalidPage(): string {
  return page('he', `<p role="alert">${TEXTS.he.invalid}</p><p dir="ltr" lang="en" role="alert">${TEXTS.en.invalid}</p>`);
}
