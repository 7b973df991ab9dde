import type { Company } from '@bulkbazar/contract';
import { useQuery } from '@tanstack/react-query';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { InputField } from '@/components/ui/input-field';
import { apiFetch } from '@/lib/api-client';
import { formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import type { CheckoutFormValues } from './checkout-form-values';

/** The companies page's key for GET /api/companies/mine (one cache entry for both). */
const MINE = ['companies', 'mine'] as const;

/** The companies the caller may buy for (owner or buyer of them), from GET /api/companies/mine. */
export function useBuyingCompanies(): Company[] {
  const mine = useQuery({
    queryKey: MINE,
    queryFn: ({ signal }) => apiFetch<{ companies: Company[] }>('/api/companies/mine', { signal }),
  });
  return (mine.data?.companies ?? []).filter((c) => c.role === 'owner' || c.role === 'buyer');
}

/**
 * "Buy for" (issue 31, decision 0041): oneself, or a company the buyer is the owner or a buyer of, with the PO
 * number (required when the company says so) and the buyer's order limit. Nothing shows for someone in no such
 * company. The server checks the membership, the PO number and the limit again.
 */
export function BuyFor({
  register,
  errors,
  companyId,
}: {
  register: UseFormRegister<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>;
  companyId: string;
}) {
  const { t } = useTranslation();
  const buying = useBuyingCompanies();
  if (buying.length === 0) return null;
  const chosen = buying.find((c) => c.id === companyId);
  return (
    <fieldset className="flex flex-col gap-3">
      <FormField label={t('companyCheckout.buyFor')} error={errors.companyId?.message}>
        {(control) => (
          <select {...control} {...register('companyId')} className={inputClasses}>
            <option value="">{t('companyCheckout.myself')}</option>
            {buying.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {chosen && (
        <>
          <InputField
            label={t(chosen.poRequired ? 'companyCheckout.poNumberRequired' : 'companyCheckout.poNumber')}
            hint={t('companyCheckout.poHint')}
            maxLength={35}
            error={errors.poNumber?.message}
            {...register('poNumber')}
          />
          {chosen.role === 'buyer' && chosen.orderLimit !== null && (
            <p className="text-sm text-gray-600">
              {t('companyCheckout.limitHint', { limit: formatTaka(chosen.orderLimit / 100) })}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
