import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';

// Issue 28: '/ pc' beside '/ unit' and 'pcs' beside 'units' on the same screens. One word per language for what
// is sold: English counts pieces ('50 pcs') and prices one ('৳138.00 / pc'); Bengali says পিস for both, never
// একক ("unit").

type Tree = { readonly [key: string]: string | Tree };

function texts(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : texts(value, `${prefix}${key}.`),
  );
}

describe('the word for what is sold', () => {
  it('is pcs (a count) and / pc (a price) in English, never units or / unit', () => {
    const mixed = texts(en).filter(([, text]) => /\{\{\w+\}\} units\b|\/\s?unit\b/i.test(text));
    expect(mixed).toEqual([]);
  });

  it('is পিস in Bengali, never একক', () => {
    expect(texts(bn).filter(([, text]) => text.includes('একক'))).toEqual([]);
  });
});
