import { useTranslation } from 'react-i18next';

/** Characters left under a limit (code points of the trimmed text, as the domain's validation counts). */
export function remainingChars(text: string, max: number): number {
  return max - [...text.trim()].length;
}

export function RemainingCount({ text, max, id }: { text: string; max: number; id?: string }) {
  const { t } = useTranslation('forum');
  const left = remainingChars(text, max);
  return (
    <span id={id} className={left < 0 ? 'remaining remaining--over' : 'remaining'}>
      {left < 0 ? t('composer.over', { count: -left }) : t('composer.remaining', { count: left })}
    </span>
  );
}
