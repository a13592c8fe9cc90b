import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sendQuote } from './quoteBox';
import { QUOTE_MAX, quoteMarkdown, useQuotesInto, withQuote } from './quotes';

describe('quotes', () => {
  it('writes a Markdown quote: the source line (the name linking to the post), a blank quote line, the words', () => {
    expect(quoteMarkdown({ author: 'Dana Levi', href: '/forum/topic/7?page=2#comment-31', text: 'Hot\r\n\r\n\r\n\r\nvery hot' })).toBe(
      '> [Dana Levi](/forum/topic/7?page=2#comment-31):\n>\n> Hot\n>\n> very hot\n\n',
    );
  });

  it('keeps a name from becoming Markdown, and cuts a long quote at a word', () => {
    expect(quoteMarkdown({ author: 'd[a]n*a_', href: '/forum/topic/7', text: 'x' })).toContain('> [d\\[a\\]n\\*a\\_](/forum/topic/7):');
    const long = quoteMarkdown({ author: 'Dana', href: '/forum/topic/7', text: 'word '.repeat(400) });
    const words = long.split('\n')[2]!;
    expect(words.length).toBeLessThanOrEqual(QUOTE_MAX + 3);
    expect(words.endsWith('word…')).toBe(true);
  });

  it('adds a quote after what the box holds, on a paragraph of its own', () => {
    expect(withQuote('', '> q\n\n')).toBe('> q\n\n');
    expect(withQuote('my reply  \n', '> q\n\n')).toBe('my reply\n\n> q\n\n');
  });

  it("hands a quote to the topic's box as Markdown, and keeps one sent before the box was there", () => {
    const quote = (text: string) => ({ author: 'Dana', href: '/forum/topic/t1', text });
    sendQuote('t1', quote('first'));
    const insert = vi.fn();
    const { unmount } = renderHook(() => useQuotesInto('t1', insert));
    expect(insert).toHaveBeenCalledWith('> [Dana](/forum/topic/t1):\n>\n> first\n\n');
    act(() => sendQuote('t1', quote('second')));
    expect(insert).toHaveBeenLastCalledWith('> [Dana](/forum/topic/t1):\n>\n> second\n\n');
    // Another topic's quote is not this box's.
    act(() => sendQuote('t2', quote('other')));
    expect(insert).toHaveBeenCalledTimes(2);
    unmount();
    sendQuote('t1', quote('later'));
    expect(insert).toHaveBeenCalledTimes(2);
  });
});
