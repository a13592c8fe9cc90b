import { cleanDescriptionLines } from '@pepper-atlas/domain';
import type { CommentFieldsFragment, TopicFieldsFragment } from '@/generated/graphql';
import { commentPath, topicPath } from '../utils/topicNavigation';

/**
 * The way from a post's "Quote" button to the topic's comment box (issue 36, quoting in a reply). Both this and the
 * box are loaded when a member needs them (a guest's topic page carries neither): a quote sent before the box
 * listens waits for it, and the box writes it as Markdown (composer/quotes.ts).
 */
export interface QuoteRequest {
  /** The quoted post's author, as the post shows the name. */
  author: string;
  /** The quoted post's address (a comment's anchor on its page, or the topic). */
  href: string;
  /** The reader's selection in the post, or the whole post's text. */
  text: string;
}

type Listener = (quote: QuoteRequest) => void;

const boxes = new Map<string, Listener>();
const waiting = new Map<string, QuoteRequest[]>();

/** Sends a quote to the topic's comment box (kept until the box is there). */
export function sendQuote(topicId: string, quote: QuoteRequest): void {
  const listener = boxes.get(topicId);
  if (listener) listener(quote);
  else waiting.set(topicId, [...(waiting.get(topicId) ?? []), quote]);
}

/** The topic's comment box listens (and takes the quotes that waited); answers how it stops listening. */
export function listenForQuotes(topicId: string, listener: Listener): () => void {
  boxes.set(topicId, listener);
  const waited = waiting.get(topicId) ?? [];
  waiting.delete(topicId);
  for (const quote of waited) listener(quote);
  return () => {
    if (boxes.get(topicId) === listener) boxes.delete(topicId);
  };
}

/** The reader's selection when it lies inside `element` (a post's text), else null. */
function selectedTextIn(element: Element | null): string | null {
  const selection = window.getSelection();
  if (!element || !selection || selection.isCollapsed || !element.contains(selection.getRangeAt(0).commonAncestorContainer)) return null;
  return selection.toString().trim() || null;
}

/**
 * "Quote" on a post: the reader's selection in its text (the button keeps it: it takes no focus from a press), else
 * the whole post, sent to the topic's comment box. Loaded on the first press (members only see the button).
 */
function quotePost(topicId: string, author: string, href: string, source: string, textElement: Element | null): void {
  sendQuote(topicId, { author, href, text: selectedTextIn(textElement) ?? source });
}

/** The topic's own message (TopicDetails draws it). */
export function quoteTopic(topic: TopicFieldsFragment): void {
  const author = `${topic.author.firstName} ${topic.author.lastName}`.trim() || topic.author.username;
  const source = cleanDescriptionLines(topic.description).join('\n\n');
  quotePost(topic.id, author, topicPath(topic.id), source, document.querySelector('.topic-details__message'));
}

/** A comment, on the page of comments that shows it; its text is the comment's own (not its replies'). */
export function quoteComment(comment: CommentFieldsFragment, author: string, page: number, article: Element | null): void {
  const href = commentPath(comment.topicId, comment.id, page);
  quotePost(comment.topicId, author, href, comment.text, article?.querySelector(':scope > .comment__text') ?? null);
}
