import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/core/i18n/createI18n';
import { ShuInput } from './ShuInput';

function renderHint(language: 'he' | 'en') {
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <ShuInput
        values={{ shu: '', shuMode: 'single', shuMin: '', shuMax: '' }}
        error={null}
        onModeChange={() => {}}
        onChange={() => {}}
        onBlur={() => {}}
      />
    </I18nextProvider>,
  );
  return document.querySelector('.form-field__hint')!;
}

describe('ShuInput hint', () => {
  it('keeps "100000+" left to right inside the Hebrew sentence', () => {
    const hint = renderHint('he');
    expect(hint.textContent).toBe('מספר כמו 5000, או ערך פתוח כמו 100000+.');
    const examples = [...hint.querySelectorAll('bdi')];
    expect(examples.map((bdi) => [bdi.textContent, bdi.getAttribute('dir')])).toEqual([
      ['5000', 'ltr'],
      ['100000+', 'ltr'],
    ]);
  });

  it('reads the same in English', () => {
    expect(renderHint('en').textContent).toBe('A number such as 5000, or open-ended such as 100000+.');
    expect(screen.getByText('100000+').tagName).toBe('BDI');
  });
});
