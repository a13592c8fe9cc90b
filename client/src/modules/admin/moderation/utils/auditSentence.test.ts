import { AUDIT_ACTIONS } from '@pepper-atlas/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/core/i18n/createI18n';
import { dateTimeFormat } from '@/modules/ui/utils/intl';
import { auditSentence, type AuditSentenceEntry, auditSentenceText, type AuditTranslate, hasAuditSentence } from './auditSentence';

const translators = {
  en: createI18n('en').getFixedT('en', 'adminModeration') as unknown as AuditTranslate,
  he: createI18n('he').getFixedT('he', 'adminModeration') as unknown as AuditTranslate,
};
const LANGUAGES = ['he', 'en'] as const;
const UNDONE_AT = '2026-11-28T20:10:00.000Z';

/** An entry of this action as the server records it now: target type from the code, every detail its sentence needs. */
function entryOf(action: string, details: AuditSentenceEntry['details'] | 'none' | 'full' = 'full'): AuditSentenceEntry {
  const targetType = action.split('.')[0];
  const full = {
    slug: 'jalapeno',
    name: 'Jalapeño',
    hebName: 'חלפיניו',
    username: 'noa',
    topicId: 't1',
    topicTitle: 'גידול בעציץ',
    reportType: 'spam',
    count: 12,
    fields: targetType === 'settings' ? ['commentsPerPage'] : ['group', 'difficulty'],
    created: 3,
    updated: 2,
    undoneAction: action === 'pepper.import.undo' ? 'pepper.import' : 'pepper.bulk.update',
    undoneAt: UNDONE_AT,
    undoneCount: 12,
  };
  return {
    action,
    targetType,
    targetId: 'id1',
    targetLabel: targetType === 'report' ? 'spam' : targetType === 'comment' ? 'תגובה קצרה' : targetType === 'user' ? 'noa' : 'חלפיניו',
    actor: { username: 'admin' },
    details: details === 'none' ? null : details === 'full' ? full : details,
  };
}

/** The plain text of an entry's sentence in a language. */
function textOf(entry: AuditSentenceEntry, language: 'he' | 'en'): string {
  return auditSentenceText(auditSentence(entry, translators[language], language), translators[language]);
}

/** The sentence without the names in it: what is left is the site's own words. */
function ownWords(action: string, language: 'he' | 'en', details?: 'none'): string {
  return textOf(entryOf(action, details), language).replace('@admin', '').replace('@noa', '');
}

describe('auditSentence', () => {
  it.each(AUDIT_ACTIONS)('%s reads as a sentence in Hebrew and in English, with or without details', (action) => {
    expect(hasAuditSentence(action)).toBe(true);
    for (const language of LANGUAGES) {
      const t = translators[language];
      for (const details of [undefined, 'none'] as const) {
        const sentence = auditSentence(entryOf(action, details), t, language);
        expect(sentence.key).not.toMatch(/generic/);
        const text = auditSentenceText(sentence, t);
        expect(text).not.toBe(sentence.key);
        expect(text).not.toContain(action);
        expect(text).not.toMatch(/\{\{|<|>|undefined|null/);
        expect(text).toContain('@admin');
        // No English on the Hebrew screen (the names of people aside); in English no Hebrew but the names.
        if (language === 'he') expect(ownWords(action, 'he', details)).not.toMatch(/[A-Za-z]/);
        else expect(ownWords(action, 'en', details).replace(/חלפיניו|גידול בעציץ|תגובה קצרה/g, '')).not.toMatch(/[\u0590-\u05FF]/);
      }
    }
  });

  it('an undo names the action it undid, how many peppers and when, and links to the pepper', () => {
    const when = (language: string) =>
      dateTimeFormat(language, {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(UNDONE_AT));
    const en = auditSentence(entryOf('pepper.bulk.undo'), translators.en, 'en');
    expect(auditSentenceText(en, translators.en)).toBe(`@admin undid the bulk update of 12 peppers of ${when('en')}, restoring Jalapeño`);
    expect(en.link).toBe('/peppers/jalapeno');
    const he = auditSentence(entryOf('pepper.bulk.undo'), translators.he, 'he');
    expect(auditSentenceText(he, translators.he)).toBe(`@admin ביטל/ה את העדכון הקבוצתי של 12 פלפלים מ־${when('he')} והחזיר/ה את חלפיניו לקדמותו`);
    expect(textOf(entryOf('pepper.import.undo'), 'en')).toBe(`@admin undid the import of 12 peppers of ${when('en')}`);
  });

  it('names counts and changed fields in the reader’s language, with Hebrew plural forms', () => {
    const bulk = {
      ...entryOf('pepper.bulk.update'),
      details: {
        slug: 'jalapeno',
        name: 'Jalapeño',
        hebName: 'חלפיניו',
        count: 2,
        fields: ['group'],
      },
    };
    expect(textOf(bulk, 'he')).toBe('@admin שינה/תה את חלפיניו (קבוצה) בשינוי קבוצתי של שני פלפלים');
    expect(textOf(bulk, 'en')).toBe('@admin changed Jalapeño (Group) in a bulk change of 2 peppers');
    expect(textOf(entryOf('pepper.import'), 'en')).toBe('@admin imported peppers: 3 added, 2 changed');
    expect(textOf(entryOf('settings.update'), 'en')).toBe('@admin changed the site settings (Comments per page)');
  });

  it('links each target to its page, and none for what is gone', () => {
    const link = (action: string, details?: 'none') => auditSentence(entryOf(action, details), translators.en, 'en').link;
    expect(link('pepper.update')).toBe('/peppers/jalapeno');
    expect(link('topic.lock')).toBe('/forum/topic/id1');
    expect(link('comment.delete')).toBe('/forum/topic/t1');
    expect(link('user.block')).toBe('/users/noa');
    expect(link('report.resolve')).toBe('/admin?tab=reports');
    expect(link('settings.update')).toBe('/admin?tab=settings');
    expect(link('pepper.delete')).toBeNull();
    expect(link('topic.delete')).toBeNull();
    // An older entry without details: no slug, no link, still a sentence.
    expect(link('pepper.update', 'none')).toBeNull();
  });

  it('names a news item, recipe or guide by its kind and links to its page while it exists', () => {
    const recipe = (action: string) => ({
      ...entryOf(action, { slug: 'salsa-verde', contentKind: 'recipes' }),
      targetLabel: 'Salsa Verde',
    });
    expect(textOf(recipe('content.create'), 'en')).toBe('@admin added the recipe “Salsa Verde”');
    expect(textOf(recipe('content.update'), 'he')).toBe('@admin ערך/ה את המתכון „Salsa Verde”');
    expect(auditSentence(recipe('content.update'), translators.en, 'en').link).toBe('/recipes/salsa-verde');
    expect(auditSentence(recipe('content.delete'), translators.en, 'en').link).toBeNull();
    // Without its kind (an entry of the API that does not say it) the entry is named, unlinked.
    expect(textOf({ ...recipe('content.create'), details: { slug: 'salsa-verde' } }, 'en')).toBe('@admin added the entry “Salsa Verde”');
  });

  it('an action code this client does not know reads as a generic sentence, never as the code', () => {
    for (const language of LANGUAGES) {
      const t = translators[language];
      const sentence = auditSentence({ ...entryOf('pepper.update'), action: 'pepper.teleport' }, t, language);
      expect(sentence.key).toBe('audit.sentence.generic');
      const text = auditSentenceText(sentence, t);
      expect(text).not.toContain('pepper.teleport');
      expect(text).toContain('@admin');
    }
    const plain = auditSentence(
      {
        ...entryOf('pepper.update', 'none'),
        action: 'future.thing',
        targetType: 'galaxy',
        targetLabel: null,
      },
      translators.he,
      'he',
    );
    expect(auditSentenceText(plain, translators.he)).toBe('@admin ביצע/ה שינוי (אחר)');
  });
});
