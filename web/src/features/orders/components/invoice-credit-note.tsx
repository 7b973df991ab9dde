import { WEB_ROUTES, type Company } from '@bulkbazar/contract';
import { Link } from 'react-router';
import { formatCount, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

/**
 * Beside Pay on invoice: what the company may still draw and in how many days it pays, or — an invoice being
 * overdue — why the method is closed, with the way to the credit page where it is paid.
 */
export function InvoiceCreditNote({ credit }: { credit: NonNullable<Company['credit']> }) {
  const { t } = useTranslation();
  if (credit.overdue)
    return (
      <p className="rounded-lg border border-red-600 bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
        {t('credit.overdueBlocked')}{' '}
        <Link to={WEB_ROUTES.companyCredit} className="font-semibold underline">
          {t('credit.pageLink')}
        </Link>
      </p>
    );
  return (
    <p className="rounded-lg border border-emerald-600 bg-emerald-50 px-3 py-2 text-sm dark:bg-emerald-950">
      {t('credit.checkoutNote', {
        available: formatTaka(credit.availablePoisha / 100),
        days: formatCount(credit.termsDays),
      })}
    </p>
  );
}
