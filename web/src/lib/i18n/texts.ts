/**
 * Another language's catalog has the shape of the English one: every section and key, each a string. An object
 * literal typed with it fails to compile when a key is missing or extra (a misspelt or removed one).
 */
export type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
