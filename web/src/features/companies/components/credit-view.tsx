import type { Company } from '@bulkbazar/contract';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useCompanyInvoices } from '../api/credit';
import { CreditApplyForm } from './credit-apply-form';
import { CreditInvoices } from './credit-invoices';
import { CreditLineFacts } from './credit-line';
import { CreditPay } from './credit-pay';
import { CreditPending } from './credit-pending';

const box = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900';

/**
 * One company's trade credit as its owner, finance or approver sees it: the line (or, without one, the way to
 * apply, or the application sent and waiting for the operator), the invoices, and — for the owner and finance, who pay — paying the chosen ones online or by transfer.
 */
export function CreditView({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { data } = useCompanyInvoices(company.id);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const pays = company.role === 'owner' || company.role === 'finance';
  // Only open invoices may be chosen; one paid meanwhile (the list read afresh) drops out of the choice.
  const open = data.invoices.filter((inv) => inv.status === 'open');
  const chosen = open.filter((inv) => selected.has(inv.id));
  const toggle = (id: string) =>
    setSelected((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="flex flex-col gap-6">
      <section className={box} aria-labelledby="credit-line">
        <h2 id="credit-line" className="mb-4 text-xl font-semibold">
          {data.credit ? t('credit.line') : t('credit.none')}
        </h2>
        {data.credit ? (
          <div className="flex flex-col gap-4">
            <CreditLineFacts credit={data.credit} />
            {data.application && <CreditPending application={data.application} />}
          </div>
        ) : data.application ? (
          <CreditPending application={data.application} />
        ) : pays ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('credit.noneText')}</p>
            <h3 className="text-lg font-semibold">{t('credit.applyTitle')}</h3>
            <CreditApplyForm companyId={company.id} />
          </div>
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('credit.noneReader')}</p>
        )}
      </section>

      {(data.credit || data.invoices.length > 0) && (
        <section className={box} aria-labelledby="credit-invoices">
          <h2 id="credit-invoices" className="mb-4 text-xl font-semibold">
            {t('credit.invoices')}
          </h2>
          <CreditInvoices
            invoices={data.invoices}
            {...(pays && open.length > 0 ? { selected, onToggle: toggle } : {})}
          />
        </section>
      )}

      {pays && open.length > 0 && (
        <>
          <section className={box} aria-labelledby="credit-pay">
            <h2 id="credit-pay" className="mb-3 text-xl font-semibold">
              {t('credit.payTitle')}
            </h2>
            <CreditPay companyId={company.id} chosen={chosen} />
          </section>
          <section className={box} aria-labelledby="credit-bank">
            <h2 id="credit-bank" className="mb-3 text-xl font-semibold">
              {t('credit.bankTitle')}
            </h2>
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('credit.bankText')}</p>
          </section>
        </>
      )}
    </div>
  );
}
