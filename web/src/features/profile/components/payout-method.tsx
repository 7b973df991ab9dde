import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { usePayoutMethod } from '../api/payout-method';
import { PayoutMethodForm, PayoutMethodNow } from './payout-method-form';

/** The profile's "Getting paid" section (issue 29): where payouts go now, and the form to change it. */
export function PayoutMethodSection() {
  const { t } = useTranslation();
  const { data, isPending, isError } = usePayoutMethod();
  return (
    <section
      aria-labelledby="payout-method-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="payout-method-heading" className="text-xl font-bold">
        {t('payoutMethod.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">{t('payoutMethod.intro')}</p>
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <p className="text-sm text-red-700 dark:text-red-300">{t('payoutMethod.loadFailed')}</p>
      ) : (
        <div className="flex flex-col gap-5">
          <PayoutMethodNow saved={data} />
          <PayoutMethodForm saved={data} />
        </div>
      )}
    </section>
  );
}
