import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { useListSearch } from './use-list-search';

/**
 * Dashboard → Orders' follow-up list: only the delivered cash-on-delivery orders whose cash is still due
 * (`payment=cash_due` in the URL, as the server filters it), with the status and search kept.
 */
export function CashDueToggle({ on }: { on: boolean }) {
  const { t } = useTranslation();
  const { latest, pending, apply } = useListSearch();
  // While a change loads, the toggle shows it (the page still shows the URL it has loaded).
  const pressed = pending ? latest.get('payment') === 'cash_due' : on;
  return (
    <Button
      variant={pressed ? 'primary' : 'secondary'}
      aria-pressed={pressed}
      onClick={() => apply({ payment: pressed ? null : 'cash_due' })}
    >
      {t('dashboard.orders.cashDue')}
    </Button>
  );
}
