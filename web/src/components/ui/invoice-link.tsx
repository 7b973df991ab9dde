import type { Order, OrderStatus } from '@bulkbazar/contract';
import { useTranslation } from '@/lib/i18n';
import { buttonClasses } from './button';

// An order awaiting its online payment has no invoice yet, and one cancelled has none to give (the server
// answers 409 unless an invoice was issued before the cancellation; its URL still works then).
const NO_INVOICE: ReadonlySet<OrderStatus> = new Set(['awaiting_payment', 'cancelled']);

const LOOKS = {
  button: buttonClasses({ variant: 'secondary', size: 'sm', className: 'whitespace-nowrap' }),
  /** Small and underlined, for a table cell. */
  link: 'block text-xs whitespace-nowrap text-emerald-800 underline dark:text-emerald-400',
};

/**
 * The order's PDF invoice, opened in a new tab: a plain link, so the session cookie goes with it and the
 * server picks the language from the `lang` cookie. `number` is the order's number as the page shows it.
 */
export function InvoiceLink({
  order,
  number,
  look = 'button',
}: {
  order: Pick<Order, '_id' | 'orderStatus'>;
  number: string;
  look?: keyof typeof LOOKS;
}) {
  const { t } = useTranslation();
  if (NO_INVOICE.has(order.orderStatus)) return null;
  return (
    <a
      href={`/api/orders/${encodeURIComponent(order._id)}/invoice.pdf`}
      target="_blank"
      rel="noopener"
      className={LOOKS[look]}
      aria-label={t('invoice.downloadLabel', { id: number })}
    >
      {t('invoice.download')}
    </a>
  );
}
