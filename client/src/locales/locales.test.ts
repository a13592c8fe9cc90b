import { describe, expect, it } from 'vitest';
import { NAMESPACES, resources } from '@/core/i18n/resources';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Dotted keys of a resource tree, with i18next plural suffixes folded into the base key. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key.replace(PLURAL_SUFFIX, '')}`],
  );
}

describe('Locales', () => {
  it.each(NAMESPACES)('%s has the same keys in Hebrew and English', (namespace) => {
    const he = new Set(keysOf(resources.he[namespace]));
    const en = new Set(keysOf(resources.en[namespace]));
    expect([...he].sort()).toEqual([...en].sort());
  });

  it('keeps the Hebrew composer hint\'s example address in reading order (https://… isolated: the ellipsis would turn it around)', () => {
    expect(resources.he.forum.composer.hint).toContain('[קישורים](\u2066https://…\u2069)');
  });

  it('titles the error screen in each language', () => {
    expect(resources.he.errors.unexpected.title).toBe('שגיאה בלתי צפויה באפליקציה!');
    expect(resources.en.errors.unexpected.title).toBe('Unexpected Application Error!');
  });
});
