import { listingRuleIssues, type ListingRules, type ProductInput } from '@bulkbazar/contract';
import { get, set, type FieldErrors } from 'react-hook-form';

// The form's values are the contract's listing input (product-form-values.ts says so); named from the contract
// here so the two files do not import each other.
type ProductFormValues = ProductInput;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Adds the contract's listing-rule messages (listingRuleIssues, the server's own check) to `errors`, each at its
 * field and only where that field has no message yet. A value that is missing or already wrong stands in as one
 * that breaks no rule (no price: no tier can be too dear), so the seller hears only of the rules the numbers
 * they typed really break.
 */
export function addListingRuleErrors(
  values: ProductFormValues,
  errors: FieldErrors<ProductFormValues>,
): void {
  const ok = (path: string, value: unknown): value is number => isNumber(value) && !get(errors, path);
  const rules: ListingRules = {
    price: ok('price', values.price) ? values.price : Infinity,
    minQuantity: ok('minQuantity', values.minQuantity) ? values.minQuantity : 0,
    maxQuantity: ok('maxQuantity', values.maxQuantity) ? values.maxQuantity : Infinity,
    orderIncrement: ok('orderIncrement', values.orderIncrement) ? values.orderIncrement : 1,
    maxOrderQuantity: ok('maxOrderQuantity', values.maxOrderQuantity) ? values.maxOrderQuantity : null,
    // NaN compares false both ways, so a tier still being typed neither breaks a rule nor hides its neighbour's.
    priceTiers: (values.priceTiers ?? []).map((tier, i) => ({
      minQuantity: ok(`priceTiers.${i}.minQuantity`, tier.minQuantity) ? tier.minQuantity : NaN,
      price: ok(`priceTiers.${i}.price`, tier.price) ? tier.price : NaN,
    })),
  };
  for (const issue of listingRuleIssues(rules)) {
    const path = issue.path.join('.');
    if (!get(errors, path)) set(errors, path, { type: 'custom', message: issue.message });
  }
}
