import { vi } from 'vitest';

/**
 * Loads the app's modules afresh as a Bengali page: the page's language is read once, when lib/i18n/language.ts
 * loads, from <html lang>. Import the components under test after this, with `await import(...)`; reset with
 * `resetLanguage` after each test.
 */
export async function asBengaliPage(): Promise<void> {
  document.documentElement.lang = 'bn';
  vi.resetModules();
  const { i18n } = await import('@/lib/i18n');
  i18n.addMessages((await import('@/lib/i18n/bn-shell')).bnShell);
  i18n.addMessages((await import('@/lib/i18n/bn-pages')).bnPages);
}

export function resetLanguage(): void {
  document.documentElement.lang = '';
  vi.resetModules();
}
