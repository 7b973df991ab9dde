import type { Catalog } from './en';

// Typed keys, as i18next's CustomTypeOptions gave them: a misspelt key or a missing interpolation is a compile
// error, not a blank on screen. Plural keys ('stars_one', 'stars_other') are called without their suffix.

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

export type TranslationKey = WithoutPlural<Leaves<Catalog>>;

type TextAt<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? TextAt<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : T[Extract<keyof T, `${K}_${PluralSuffix}`>];

type Variables<S> = S extends `${string}{{${infer Name}}}${infer Rest}` ? Name | Variables<Rest> : never;

export type TranslationParams = Record<string, string | number>;

/**
 * The arguments after the key. Distributes over a union of keys (`orders.status.${status}`), so a computed key
 * may leave out parameters that only some of its keys use; a single key must get all of its own.
 */
export type TranslationArgs<K extends TranslationKey> = K extends TranslationKey
  ? [Variables<TextAt<Catalog, K>>] extends [never]
    ? [params?: TranslationParams]
    : [params: TranslationParams & Record<Variables<TextAt<Catalog, K>>, string | number>]
  : never;

export type TFunction = <K extends TranslationKey>(key: K, ...args: TranslationArgs<K>) => string;
