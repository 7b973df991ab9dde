import { StrokeIcon } from '@/components/ui/stroke-icon';
import { useTranslation } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { useTheme } from '@/lib/use-theme';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  // The server cannot know the visitor's theme: its icon is the light one until the page is hydrated.
  const dark = useHydrated() && theme === 'dark';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={dark ? t('theme.toLight') : t('theme.toDark')}
      title={dark ? t('theme.toLight') : t('theme.toDark')}
      className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <StrokeIcon className="size-5">
        {dark ? (
          <path d="M12 3v2m0 14v2m9-9h-2M5 12H3m15.4-6.4-1.4 1.4M7 17l-1.4 1.4m12.8 0L17 17M7 7 5.6 5.6M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0z" />
        ) : (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        )}
      </StrokeIcon>
    </button>
  );
}
