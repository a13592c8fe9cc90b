import type { Direction } from '@pepper-atlas/domain';
import { useLayoutEffect } from 'react';
import { useLanguage } from './useLanguage';

/**
 * Keeps `<html lang dir>` in step with the UI language. Mounted once, by the root layout:
 * this is the only place that writes them.
 */
export function useDirection(): Direction {
  const { language, direction } = useLanguage();
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dir = direction;
  }, [language, direction]);
  return direction;
}
