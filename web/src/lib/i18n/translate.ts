import type { TranslationParams } from './keys';

/** A catalog: nested sections of texts, addressed by dotted keys ('nav.home'). */
export type Messages = { readonly [key: string]: string | Messages };

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Replaces each {{name}} with its parameter; a parameter that was not given becomes ''. React escapes output. */
export function interpolate(text: string, params: TranslationParams = {}): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_match, name: string) =>
    name in params ? String(params[name]) : '',
  );
}

/**
 * The text of `key` with its parameters filled in, or undefined when the catalog has none. With a numeric
 * `count`, the plural form the language's rules pick ('stars_one', 'stars_other') wins over the bare key.
 */
export function translate(
  messages: Messages,
  plurals: Intl.PluralRules,
  key: string,
  params?: TranslationParams,
  /** The count that picks the plural form, when params.count has been written in another script. */
  pluralCount?: number,
): string | undefined {
  const count = pluralCount ?? params?.count;
  const text =
    (typeof count === 'number' ? lookup(messages, `${key}_${plurals.select(count)}`) : undefined) ??
    lookup(messages, key);
  return text === undefined ? undefined : interpolate(text, params);
}

/** Adds the sections of `extra` to `base`, section by section, without changing either. */
export function mergeMessages(base: Messages, extra: Messages): Messages {
  const merged: Record<string, string | Messages> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object' ? mergeMessages(current, value) : value;
  }
  return merged;
}
