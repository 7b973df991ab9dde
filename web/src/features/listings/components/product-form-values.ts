import {
  productInputSchema,
  type Product,
  type ProductInput,
  type ProductInputParsed,
  type ProductUpdateParsed,
} from '@bulkbazar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { i18n } from '@/lib/i18n';
import { addListingRuleErrors } from './listing-rule-errors';

/** The form's fields: the shared schema's input. Number fields are empty (undefined) until typed in. */
export type ProductFormValues = ProductInput;

export const EMPTY_PRODUCT: ProductFormValues = {
  productName: '',
  image: '',
  extraimages: [],
  brand: '',
  category: '',
  description: '',
  content: '',
  price: undefined as unknown as number,
  maxQuantity: undefined as unknown as number,
  minQuantity: undefined as unknown as number,
  orderIncrement: 1,
  maxOrderQuantity: null,
  weightKg: 1,
  priceTiers: [],
  // Empty: no low-stock alert (the API's null).
  lowStockThreshold: null,
};

export function valuesOf(product: Product): ProductFormValues {
  return {
    productName: product.productName,
    image: product.image,
    extraimages: product.extraimages,
    brand: product.brand,
    category: product.categorySlug,
    description: product.description,
    content: product.content,
    price: product.price,
    maxQuantity: product.maxQuantity,
    minQuantity: product.minQuantity,
    orderIncrement: product.orderIncrement,
    maxOrderQuantity: product.maxOrderQuantity,
    weightKg: product.weightKg,
    priceTiers: product.priceTiers.map((tier) => ({ minQuantity: tier.minQuantity, price: tier.price })),
    lowStockThreshold: product.lowStockThreshold ?? null,
  };
}

const schemaResolver = zodResolver(productInputSchema);

/**
 * The shared schema checks the form. Two touches: a missing main image gets a plainer message than the
 * schema's 'links to other sites are not accepted' (about a URL nobody typed here), and the listing rules
 * (MOQ within the stock and in whole packs, the cap, the tiers) are checked on their own too, since zod runs an
 * object's rules only once every field is valid, and the seller should hear about them with the rest.
 */
export const productFormResolver: Resolver<ProductFormValues, unknown, ProductInputParsed> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  if (result.errors.image && !values.image) {
    result.errors.image = { type: 'required', message: i18n.t('listings.form.imageRequired') };
  }
  if (Object.keys(result.errors).length > 0) addListingRuleErrors(values, result.errors);
  return result as Awaited<ReturnType<Resolver<ProductFormValues, unknown, ProductInputParsed>>>;
};

export const PRODUCT_FIELDS = Object.keys(EMPTY_PRODUCT) as (keyof ProductFormValues)[];

/**
 * Only the form's own fields. The shared schema also fills in issue 30's options, variants and variant rule
 * (empty), which this form does not edit yet: sending `variants: []` on an edit would remove a listing's variants.
 */
export function formFields(values: ProductInputParsed): ProductInputParsed {
  const picked: Record<string, unknown> = {};
  for (const key of PRODUCT_FIELDS) if (key in values) picked[key] = values[key as keyof ProductInputParsed];
  return picked as ProductInputParsed;
}

/** What an edit changed among the form's fields, compared with the listing as loaded: PATCH sends only that. */
export function changedFields(values: ProductInputParsed, product: Product): ProductUpdateParsed {
  const before: Record<string, unknown> = { ...valuesOf(product) };
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(formFields(values))) {
    if (JSON.stringify(value) !== JSON.stringify(before[key])) changes[key] = value;
  }
  return changes as ProductUpdateParsed;
}
