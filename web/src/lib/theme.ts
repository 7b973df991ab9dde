// Dark or light, as a class on <html> (Tailwind's `dark` variant keys on it). public/theme-init.js applies the
// same rule before first paint and must use the same storage key.
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'bulkbazar-theme';

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

/** The visitor's earlier choice, else what their system prefers. */
export function initialTheme(): Theme {
  const stored = storedTheme();
  if (stored) return stored;
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

/** Applies and remembers an explicit choice. */
export function saveTheme(theme: Theme): void {
  applyTheme(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page only.
  }
}
