import { poishaToTaka, type VariantInputParsed } from '@bulkbazar/contract';
import type { VariantRow } from './variants.repo.js';

/** Stored variants as the contract's input shape, so an edit's rules are checked on the listing as it will be. */
export const asVariantInputs = (rows: VariantRow[]): VariantInputParsed[] =>
  rows.map((v) => ({
    _id: v.id,
    sku: v.sku,
    options: v.options,
    stock: v.stock,
    price: v.pricePoisha === null ? null : poishaToTaka(v.pricePoisha),
    packUnits: v.packUnits,
  }));
