import { CombinedGraphQLErrors } from '@apollo/client';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/core/i18n/createI18n';
import { readApiError } from '@/modules/ui/utils/apiError';
import { usePepperFieldMessage } from './usePepperFieldMessage';

/** The refusal the server sends when a write names a heat level other than the SHU's. */
const mismatch = new CombinedGraphQLErrors({
  errors: [
    {
      message: 'Heat level does not match the SHU (expected Hot)',
      extensions: { code: 'BAD_USER_INPUT', fields: { heatLevel: 'heatLevelMismatch' }, params: { expected: 'Hot' } },
    },
  ],
});

function messageIn(language: 'he' | 'en') {
  const i18n = createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => usePepperFieldMessage(), { wrapper }).result.current;
}

describe('pepper field messages with the values the server names', () => {
  it('fills the expected heat level in, named in the page language', () => {
    const error = readApiError(mismatch);
    expect(error.params).toEqual({ expected: 'Hot' });
    const key = error.fields.heatLevel!;
    expect(messageIn('en')(key, error.params)).toBe('Heat level does not match the SHU (expected Hot)');
    expect(messageIn('he')(key, error.params)).toBe('דרגת החריפות אינה תואמת את ה-SHU (הצפויה: חריף)');
    expect(messageIn('en')('colorUnknown')).toContain('Unknown color');
  });
});
