import type { SavedAddress } from '@bulkbazar/contract';
import { useCompanyAddresses } from '@/lib/api/company-addresses';

// A company's shared addresses in the checkout's "Ship to" (issue 31 item 1). They share the radio group of the
// buyer's own saved addresses (the form's `addressId`), told apart by this prefix; the form then sends
// `companyAddressId` with the company instead of `addressId`.
const PREFIX = 'company:';

/** The company address a choice of the "Ship to" radios names, or null for the buyer's own or a typed one. */
export const companyAddressIdOf = (choice: string): string | null =>
  choice.startsWith(PREFIX) ? choice.slice(PREFIX.length) : null;

/** The addresses of the company bought for ('' for oneself: none), each as the radio group's choice. */
export function useCompanyShipTo(companyId: string): SavedAddress[] {
  return useCompanyAddresses(companyId).map((a) => ({ ...a, _id: `${PREFIX}${a._id}` }));
}
