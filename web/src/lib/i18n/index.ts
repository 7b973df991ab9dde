import { localDigits } from '@bulkbazar/contract';
import { useSyncExternalStore } from 'react';
import type { TFunction, TranslationParams } from './keys';
import { language } from './language';
import { mergeMessages, translate, type Messages } from './translate';

export type { TFunction, TranslationKey } from './keys';
export { language } from './language';

// A small translator in place of i18next: the app only needs keyed texts, {{name}} interpolation and plural
// forms, and i18next with react-i18next weighed a sixth of the first page's JavaScript. The first render has
// the shell's texts (navbar, footer, dialogs, errors) of the page's language, from a small chunk of their own that
// main.tsx loads before rendering (the server's HTML preloads it beside the entry); the pages' texts arrive with
// the first page's code (app/lazy-route.ts loads both at once). Each language's texts download only when that
// language is the page's, and neither is in the entry chunk.

const plurals = new Intl.PluralRules(language);
let messages: Messages = {};
let pageTexts: Promise<void> | undefined;
// Whether a text was asked for and not found since the catalog last grew: only then must the screen render again.
let missed = false;
const listeners = new Set<() => void>();

/** Numbers given to a text are written in the language's digits ('৫০ পিস'); strings arrive formatted. */
function localParams(params: TranslationParams | undefined): TranslationParams | undefined {
  if (!params || language === 'en') return params;
  const local: TranslationParams = {};
  for (const [name, value] of Object.entries(params)) {
    local[name] = typeof value === 'number' ? localDigits(String(value), language) : value;
  }
  return local;
}

function lookUp(key: string, params?: TranslationParams): string {
  const count = params?.count;
  const text = translate(
    messages,
    plurals,
    key,
    localParams(params),
    typeof count === 'number' ? count : undefined,
  );
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

// The Bengali of the shared schemas' English messages (packages/contract/src/messages-bn.ts), which arrives with
// the Bengali page texts (./bn-pages.ts), so English pages never download it.
let messageInLanguage: ((english: string) => string | undefined) | undefined;

/** For code outside React (API errors, dialogs): `i18n.t('errors.network')`. */
export const i18n = {
  language,
  t: ((key: string, params?: TranslationParams) => lookUp(key, params)) as TFunction,
  addMessages,
  /** A schema's or the server's message in the page's language (the server's answers already are). */
  message: (english: string): string => messageInLanguage?.(english) ?? english,
};

/** The shell's texts in the page's language, before the first render. */
export async function loadShellTexts(): Promise<void> {
  addMessages(
    language === 'bn' ? (await import('./bn-shell')).bnShell : (await import('./en-shell')).enShell,
  );
}

/** Loads the pages' texts once; a failed download is tried again on the next call. */
export function loadPageTexts(): Promise<void> {
  pageTexts ??= (
    language === 'bn'
      ? import('./bn-pages').then(({ bnPages, bengaliMessage }) => {
          messageInLanguage = bengaliMessage;
          return bnPages;
        })
      : import('./en-pages').then(({ enPages }) => enPages)
  ).then(
    (texts) => addMessages(texts),
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
