import { useEffect, useRef } from 'react';
import { listenForQuotes, type QuoteRequest } from './quoteBox';

/**
 * Quoting in a reply (issue 36): "Quote" on a post puts the reader's selection in it (or the whole post) into the
 * topic's comment box as a Markdown quote whose first line names the author and links to the post:
 *
 *     > [Dana Levi](/forum/topic/7?page=2#comment-31):
 *     >
 *     > the quoted words
 *
 * The server renders that first line as the quote's source (post-markdown.utils: a quote opening with a link to a
 * forum post and a colon). The topic page sends what is quoted through quoteBox.ts; this file is the box's.
 */

/** Longer selections are cut at a word: a quote points at what it answers, the link leads to the rest. */
export const QUOTE_MAX = 1_000;

type Insert = (markdown: string) => void;

/** Characters that would make a name into Markdown (a link's text ends at "]"). */
const MARKDOWN_IN_NAME = /[\\[\]*_`<>]/g;

/** The quote's Markdown, ending with a blank line for the reply to follow. */
export function quoteMarkdown({ author, href, text }: QuoteRequest): string {
  let body = text.replace(/\r\n?/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
  if (body.length > QUOTE_MAX) {
    const cut = body.slice(0, QUOTE_MAX);
    const space = cut.search(/\s\S*$/);
    body = `${(space > QUOTE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
  }
  const name = author.replace(MARKDOWN_IN_NAME, (c) => `\\${c}`);
  const lines = body.split('\n').map((line) => (line.trim() ? `> ${line}` : '>'));
  // The source is a paragraph of its own (a blank quote line after it): the server draws it as the quote's source.
  return `> [${name}](${href}):\n>\n${lines.join('\n')}\n\n`;
}

/** The comment box of a topic takes the quotes sent to it (and any that waited for it), as Markdown. */
export function useQuotesInto(topicId: string | undefined, insert: Insert): void {
  const latest = useRef(insert);
  latest.current = insert;
  useEffect(() => {
    if (!topicId) return;
    return listenForQuotes(topicId, (quote) => latest.current(quoteMarkdown(quote)));
  }, [topicId]);
}

/** A box's text with a quote added: at the end, on a line of its own. */
export function withQuote(text: string, markdown: string): string {
  const before = text.trimEnd();
  return before ? `${before}\n\n${markdown}` : markdown;
}
