import { LIMITS } from './limits.js';

/**
 * At most this many members are told of one post (a topic or a comment): the first this many distinct `@names` in
 * order of first mention. Later mentions are shown as plain text, in the post and in the composer's preview.
 */
export const MENTIONS_NOTIFIED_PER_POST = 10;

/** The characters a username may hold (LIMITS.username.pattern), as one class for the mention scanner. */
const NAME_CHAR = 'A-Za-z\\u05D0-\\u05EA0-9_.\\-';

/**
 * `@name` where the `@` does not follow a letter, digit or name character (so `dana@example.com` is an
 * email, not a mention) and the name is not followed by another letter of any script (`@danaé` names
 * nobody rather than "dana").
 */
const MENTION = new RegExp(`(?<![\\p{L}\\p{N}\\p{M}_.@\\-])@([${NAME_CHAR}]+)(?![\\p{L}\\p{N}\\p{M}])`, 'gu');

/** Fenced code blocks (``` or ~~~, to the closing fence or the end), CommonMark style. */
const FENCED = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[`~]*[ \t]*$|(?![\s\S]))/gm;
/** Indented code: lines of 4+ spaces (or a tab) after a blank line or at the start. */
const INDENTED = /(^|\n[ \t]*\n)((?:(?: {4}|\t)[^\n]*(?:\n|$))+)/g;
/** Inline code spans: a run of backticks up to the same run. */
const CODE_SPAN = /(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g;

/** The text with code blocks and code spans blanked out: mentions there are examples, not calls. */
export function withoutCode(text: string): string {
  return text.replace(FENCED, ' ').replace(INDENTED, (_m, lead: string) => `${lead} `).replace(CODE_SPAN, ' ');
}

/**
 * The usernames a post mentions, lower-cased (usernames are unique regardless of case), each once, in
 * order of first mention. Dots and hyphens that end a mention are punctuation (`@dana.` ends a sentence);
 * names outside the username length limits are ignored.
 */
export function parseMentions(text: string): string[] {
  const found = new Set<string>();
  for (const match of withoutCode(text.normalize('NFC')).matchAll(MENTION)) {
    const name = match[1]!.replace(/[.-]+$/, '');
    if (name.length >= LIMITS.username.min && name.length <= LIMITS.username.max) found.add(name.toLowerCase());
  }
  return [...found];
}

/** The mentions of a post that tell their members (the first MENTIONS_NOTIFIED_PER_POST of parseMentions). */
export function notifiedMentions(text: string): string[] {
  return parseMentions(text).slice(0, MENTIONS_NOTIFIED_PER_POST);
}

/** The mentions of `after` that `before` did not have: an edit notifies only the newly mentioned. */
export function newMentions(before: string | null | undefined, after: string): string[] {
  const old = new Set(before ? parseMentions(before) : []);
  return parseMentions(after).filter((name) => !old.has(name));
}

/**
 * The text cut into runs of plain text and `@name` mentions (as written, with the `@`), in order: for showing each
 * mention isolated from the text around it (a Latin `@name` in a Hebrew sentence keeps its `@` at its start).
 */
export function mentionRuns(text: string): { text: string; mention: boolean }[] {
  const runs: { text: string; mention: boolean }[] = [];
  let from = 0;
  for (const match of text.matchAll(MENTION)) {
    const name = match[1]!.replace(/[.-]+$/, '');
    if (match.index > from) runs.push({ text: text.slice(from, match.index), mention: false });
    runs.push({ text: `@${name}`, mention: true });
    from = match.index + 1 + name.length;
  }
  if (from < text.length) runs.push({ text: text.slice(from), mention: false });
  return runs;
}
