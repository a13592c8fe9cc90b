import { escapeHtml, type Language, type MailKind, type NotificationType } from '@pepper-atlas/domain';
import type { UnsubscribeKind } from './unsubscribe-token.js';

/** One notification as a mail tells it: what happened, where, the post as the site shows it and a link to it. */
export interface MailItem {
  type: NotificationType;
  actor: string | null;
  topicTitle: string;
  /** The absolute link to the post (its page and anchor). */
  link: string;
  /** The post as the forum renders it (safe HTML, absolute links) and as plain text. */
  html: string;
  text: string;
}

export interface MailRecipient {
  email: string;
  firstName: string;
  language: Language;
}

export interface MailLinks {
  unsubscribe: string;
  settings: string;
  notifications: string;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/** What each unsubscribe link stops, as the mails and the unsubscribe page name it. */
export const KIND_NAMES: Record<Language, Record<UnsubscribeKind, string>> = {
  he: { mention: 'אזכורים', reply: 'תגובות אליך', watched: 'נושאים במעקב', digest: 'הסיכום היומי' },
  en: { mention: 'mentions', reply: 'replies to you', watched: 'watched topics', digest: 'the daily digest' },
};

/** The texts of both languages (the notification lines as the site's list words them). */
const TEXTS = {
  he: {
    dir: 'rtl',
    hello: (name: string) => `שלום ${name},`,
    someone: 'מישהו',
    line: {
      reply: (a: string) => `${a} הגיב/ה לתגובה שלך`,
      comment: (a: string) => `${a} הגיב/ה על הנושא שלך`,
      mention: (a: string) => `${a} הזכיר/ה אותך`,
      // The topic's title follows (inTopic): "X הוסיף/ה תגובה בנושא „...”"; the footer says it is a watched topic.
      watched: (a: string) => `${a} הוסיף/ה תגובה`,
    } as Partial<Record<NotificationType, (actor: string) => string>>,
    inTopic: (title: string) => `בנושא „${title}”`,
    open: 'לפוסט באתר',
    digestSubject: (n: number) => (n === 1 ? 'הסיכום היומי מאטלס הפלפלים: התראה אחת' : `הסיכום היומי מאטלס הפלפלים: ${n} התראות`),
    digestIntro: 'מה חדש מאז הסיכום הקודם:',
    more: (n: number) => (n === 1 ? 'ועוד התראה אחת באתר' : `ועוד ${n} התראות באתר`),
    stop: (kind: string) => `להפסקת המיילים על ${kind} בלחיצה אחת`,
    settings: 'הגדרות המיילים בפרופיל',
    why: 'קיבלת את המייל הזה כי ביקשת מיילים על התראות באטלס הפלפלים.',
  },
  en: {
    dir: 'ltr',
    hello: (name: string) => `Hello ${name},`,
    someone: 'Someone',
    line: {
      reply: (a: string) => `${a} replied to your comment`,
      comment: (a: string) => `${a} commented on your topic`,
      mention: (a: string) => `${a} mentioned you`,
      watched: (a: string) => `${a} added a comment`,
    } as Partial<Record<NotificationType, (actor: string) => string>>,
    inTopic: (title: string) => `in “${title}”`,
    open: 'Open the post',
    digestSubject: (n: number) => (n === 1 ? 'Your Pepper Atlas daily digest: 1 notification' : `Your Pepper Atlas daily digest: ${n} notifications`),
    digestIntro: 'What is new since your last digest:',
    more: (n: number) => (n === 1 ? 'and 1 more notification on the site' : `and ${n} more notifications on the site`),
    stop: (kind: string) => `Stop mails about ${kind} with one click`,
    settings: 'Mail settings in your profile',
    why: 'You get this mail because you asked for notification mails from Pepper Atlas.',
  },
} as const;

function lineOf(language: Language, item: MailItem): string {
  const t = TEXTS[language];
  return (t.line[item.type] ?? t.line.comment!)(item.actor ?? t.someone);
}

function itemText(language: Language, item: MailItem): string {
  return `${lineOf(language, item)} ${TEXTS[language].inTopic(item.topicTitle)}\n\n${item.text}\n\n${TEXTS[language].open}: ${item.link}`;
}

function itemHtml(language: Language, item: MailItem): string {
  const t = TEXTS[language];
  const line = escapeHtml(lineOf(language, item)).replace(escapeHtml(item.actor ?? ''), (a) => (a ? `<strong><bdi>${a}</bdi></strong>` : a));
  return (
    `<p>${line} ${t.inTopic(`<a href="${escapeHtml(item.link)}"><bdi>${escapeHtml(item.topicTitle)}</bdi></a>`)}</p>` +
    `<div style="border-inline-start: 3px solid #d0d0d0; padding-inline-start: 12px; margin: 8px 0;">${item.html}</div>` +
    `<p><a href="${escapeHtml(item.link)}">${t.open}</a></p>`
  );
}

function footerText(language: Language, kind: UnsubscribeKind, links: MailLinks): string {
  const t = TEXTS[language];
  return `--\n${t.why}\n${t.stop(KIND_NAMES[language][kind])}: ${links.unsubscribe}\n${t.settings}: ${links.settings}`;
}

function footerHtml(language: Language, kind: UnsubscribeKind, links: MailLinks): string {
  const t = TEXTS[language];
  return (
    `<hr><p style="font-size: 13px; color: #666;">${t.why}<br>` +
    `<a href="${escapeHtml(links.unsubscribe)}">${t.stop(KIND_NAMES[language][kind])}</a> · <a href="${escapeHtml(links.settings)}">${t.settings}</a></p>`
  );
}

function page(language: Language, body: string): string {
  return `<!doctype html><html lang="${language}" dir="${TEXTS[language].dir}"><head><meta charset="utf-8"></head><body><div dir="${TEXTS[language].dir}" lang="${language}">${body}</div></body></html>`;
}

/** A mail telling one notification at once, in the member's language. */
export function composeImmediate(to: MailRecipient, item: MailItem, kind: MailKind, links: MailLinks): ComposedMail {
  const t = TEXTS[to.language];
  return {
    subject: `${lineOf(to.language, item)} ${t.inTopic(item.topicTitle)}`,
    text: `${t.hello(to.firstName)}\n\n${itemText(to.language, item)}\n\n${footerText(to.language, kind, links)}`,
    html: page(to.language, `<p>${escapeHtml(t.hello(to.firstName))}</p>${itemHtml(to.language, item)}${footerHtml(to.language, kind, links)}`),
  };
}

/** The daily digest: the notifications listed (newest first) and how many more are waiting on the site. */
export function composeDigest(to: MailRecipient, items: MailItem[], more: number, links: MailLinks): ComposedMail {
  const t = TEXTS[to.language];
  const total = items.length + more;
  const moreText = more > 0 ? `\n\n${t.more(more)}: ${links.notifications}` : '';
  const moreHtml = more > 0 ? `<p><a href="${escapeHtml(links.notifications)}">${t.more(more)}</a></p>` : '';
  return {
    subject: t.digestSubject(total),
    text: `${t.hello(to.firstName)}\n${t.digestIntro}\n\n${items.map((i) => itemText(to.language, i)).join('\n\n* * *\n\n')}${moreText}\n\n${footerText(to.language, 'digest', links)}`,
    html: page(
      to.language,
      `<p>${escapeHtml(t.hello(to.firstName))}</p><p>${t.digestIntro}</p>${items.map((i) => itemHtml(to.language, i)).join('<hr>')}${moreHtml}${footerHtml(to.language, 'digest', links)}`,
    ),
  };
}
