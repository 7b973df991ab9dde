import type { MerchantNumbers, SiteContent } from '@bulkbazar/contract';
import { useQuery } from '@tanstack/react-query';
import { siteContentQueryOptions } from '@/lib/api/get-site-content';

const pick = (content: Partial<SiteContent> | undefined): MerchantNumbers => {
  const numbers = content?.merchantNumbers;
  return numbers && typeof numbers === 'object' ? numbers : {};
};

/**
 * The numbers buyers send mobile banking payments to, read from the shop's document (GET /api/content, the
 * entry the home page and the dashboard's editor share, so a saved change shows here too); none (Cash on
 * Delivery only) until they are known.
 */
export function useMerchantNumbers(): MerchantNumbers {
  return useQuery({ ...siteContentQueryOptions, select: pick }).data ?? {};
}
