import { useSyncExternalStore } from 'react';
import { enShell } from './en-shell';
import type { TFunction, TranslationParams } from './keys';
import { mergeMessages, translate, type Messages } from './translate';

export type { TFunction, TranslationKey } from './keys';

// A small translator in place of i18next: the app only needs keyed texts, {{name}} interpolation and plural
// forms, and i18next with react-i18next weighed a sixth of the first page's JavaScript. The first render has
// the shell's texts (navbar, footer, dialogs, errors) from the entry chunk; the pages' texts arrive with the
// first page's code (app/lazy-route.ts loads both at once). Another language is another pair of catalogs.

const plurals = new Intl.PluralRules('en');
let messages: Messages = enShell;
let pageTexts: Promise<void> | undefined;
// Whether a text was asked for and not found since the catalog last grew: only then must the screen render again.
let missed = false;
const listeners = new Set<() => void>();

function lookUp(key: string, params?: TranslationParams): string {
  const text = translate(messages, plurals, key, params);
  if (text !== undefined) return text;
  missed = true;
  // Asked before the pages' texts arrived (a page outside the lazy routes): it renders again once they do.
  if (!pageTexts) void loadPageTexts().catch(() => {});
  return key;
}

const makeT = (): TFunction =>
  ((key: string, params?: TranslationParams) => lookUp(key, params)) as TFunction;
let currentT = makeT();

/**
 * Adds texts to the catalog. Components using useTranslation() render again if one of them showed a key it did
 * not have yet; otherwise nothing on screen changes, and re-rendering the whole shell would only cost time.
 */
function addMessages(extra: Messages): void {
  messages = mergeMessages(messages, extra);
  if (!missed) return;
  missed = false;
  currentT = makeT();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getT = () => currentT;

/** For code outside React (API errors, dialogs): `i18n.t('errors.network')`. */
export const i18n = {
  language: 'en',
  t: ((key: string, params?: TranslationParams) => lookUp(key, params)) as TFunction,
  addMessages,
};

/** Loads the pages' texts once; a failed download is tried again on the next call. */
export function loadPageTexts(): Promise<void> {
  pageTexts ??= import('./en-pages').then(
    ({ enPages }) => addMessages(enPages),
    (error: unknown) => {
      pageTexts = undefined;
      throw error;
    },
  );
  return pageTexts;
}

/** react-i18next's hook, as the app uses it: `const { t } = useTranslation()`. */
export function useTranslation(): { t: TFunction } {
  return { t: useSyncExternalStore(subscribe, getT, getT) };
}
