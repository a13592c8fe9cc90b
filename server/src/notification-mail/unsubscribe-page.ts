import { escapeHtml, type Language, type Theme } from '@pepper-atlas/domain';
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

const LIGHT = 'body{background:#fff;color:#1a1a1a}a{color:#0b5cad}';
const DARK = 'body{background:#161616;color:#eee}a{color:#9cf}button{background:#2a2a2a;color:#eee;border:1px solid #555}';

/** The colours of the reader's theme as the site keeps it (its cookie): light, dark, or the system's. */
function themeCss(theme: Theme): string {
  if (theme === 'light') return `:root{color-scheme:light}${LIGHT}`;
  if (theme === 'dark') return `:root{color-scheme:dark}${DARK}`;
  return `:root{color-scheme:light dark}${LIGHT}@media (prefers-color-scheme:dark){${DARK}}`;
}

function page(language: Language, theme: Theme, body: string): string {
  const t = TEXTS[language];
  return (
    `<!doctype html><html lang="${language}" dir="${t.dir}" data-theme="${theme}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${t.title} · Pepper Atlas</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin-block:3rem;margin-inline:auto;padding-inline:1rem;line-height:1.5}` +
    `button{font:inherit;padding:.5rem 1rem;cursor:pointer}${themeCss(theme)}</style></head>` +
    `<body><main><h1>${t.title}</h1>${body}<p><a href="/profile#notification-mail">${t.settings}</a></p></main></body></html>`
  );
}

/** The page a link opens: a question and a button (a GET changes nothing: mail scanners open links too). */
export function confirmPage(language: Language, theme: Theme, kind: UnsubscribeKind, token: string): string {
  const t = TEXTS[language];
  return page(
    language,
    theme,
    `<p>${escapeHtml(t.ask(KIND_NAMES[language][kind]))}</p><form method="post" action="/api/unsubscribe?token=${encodeURIComponent(token)}">` +
      `<input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${t.button}</button></form>`,
  );
}

export function donePage(language: Language, theme: Theme, kind: UnsubscribeKind): string {
  const t = TEXTS[language];
  return page(language, theme, `<p role="status">${escapeHtml(t.done(KIND_NAMES[language][kind]))}</p>`);
}

/** A link that is not ours: said in both languages (whose link it was is unknown). */
export function invalidPage(theme: Theme): string {
  return page('he', theme, `<p role="alert">${TEXTS.he.invalid}</p><p dir="ltr" lang="en" role="alert">${TEXTS.en.invalid}</p>`);
}
