import { describe, expect, it } from '@jest/globals';
import { MENTIONS_NOTIFIED_PER_POST, mentionRuns, newMentions, notifiedMentions, parseMentions } from './mentions.js';

describe('parseMentions', () => {
  it.each([
    ['hi @dana and @Moshe_1', ['dana', 'moshe_1']],
    ['@dana, @DANA and @Dana.', ['dana']],
    ['שלום @נועה_בן, מה נשמע?', ['נועה_בן']],
    ['(@chili.fan) thanks', ['chili.fan']],
    ['write to dana@example.com', []],
    ['@ab is too short, @' + 'a'.repeat(31) + ' too long', []],
    ['@danaé is not dana', []],
    ['code `@dana` span, ``@x `y` @moshe``', []],
    ['```\n@dana in a block\n```\nafter @moshe', ['moshe']],
    ['~~~js\n@dana\n~~~', []],
    ['text\n\n    @dana indented\n\n@moshe', ['moshe']],
    ['unclosed ```\n@dana', ['dana']],
    ['@@dana', []],
    ['end-of-line\n@dana-', ['dana']],
  ])('%j -> %j', (text, names) => {
    expect(parseMentions(text)).toEqual(names);
  });

  it('names only the newly mentioned after an edit', () => {
    expect(newMentions('hi @dana', 'hi @Dana and @moshe')).toEqual(['moshe']);
    expect(newMentions(null, 'hi @dana')).toEqual(['dana']);
  });
});

describe('mentionRuns', () => {
  it('cuts a text into plain runs and mentions, keeping every character in order', () => {
    const text = 'שאלה טובה @avi_hotsauce, מה דעתך? ping @dana. and mail dana@example.com';
    const runs = mentionRuns(text);
    expect(runs.map((r) => r.text).join('')).toBe(text);
    expect(runs.filter((r) => r.mention).map((r) => r.text)).toEqual(['@avi_hotsauce', '@dana']);
    expect(mentionRuns('no mentions here')).toEqual([{ text: 'no mentions here', mention: false }]);
    expect(mentionRuns('@דנה')).toEqual([{ text: '@דנה', mention: true }]);
  });
});

describe('notifiedMentions', () => {
  it('keeps the first MENTIONS_NOTIFIED_PER_POST distinct mentions in order', () => {
    const names = Array.from({ length: 12 }, (_, i) => `member_${i + 1}`);
    expect(notifiedMentions(`@Member_1 ${names.map((n) => `@${n}`).join(' ')}`)).toEqual(names.slice(0, MENTIONS_NOTIFIED_PER_POST));
    expect(notifiedMentions('@dana and @eli')).toEqual(['dana', 'eli']);
  });
});
