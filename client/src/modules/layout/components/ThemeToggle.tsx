import { nextTheme, type Theme } from '@pepper-atlas/domain';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@/core/theme/useTheme';
import { MonitorIcon, MoonIcon, SunIcon, type IconProps } from '@/modules/ui/components/icons';

const THEME_ICONS: Record<Theme, ComponentType<IconProps>> = {
  light: SunIcon,
  dark: MoonIcon,
  system: MonitorIcon,
};

/** Cycles light -> dark -> system; the button shows the theme in force. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, cycleTheme } = useTheme();
  const Icon = THEME_ICONS[theme];
  const label = t(`theme.${theme}`);

  return (
    <button
      type="button"
      className="header-button"
      onClick={cycleTheme}
      aria-label={t('theme.switchTo', { theme: label, next: t(`theme.${nextTheme(theme)}`) })}
      title={t('theme.current', { theme: label })}
    >
      <Icon />
      <span className="header-button__text">{label}</span>
    </button>
  );
}
