import { WEB_ROUTES, type Company } from '@bulkbazar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { PageSpinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { myCompaniesQueryOptions, useMyCompanies } from '../api/companies';
import { companyInvoicesQueryOptions } from '../api/credit';
import { CreditView } from '../components/credit-view';

// A buyer orders for the company but does not read its books (the server answers them 404).
const readsBooks = (c: Company) => c.role !== 'buyer';
const RETURNS = ['paid', 'failed', 'pending'] as const;

export function createLoader(queryClient: QueryClient) {
  return async () => {
    const { companies } = await queryClient.ensureQueryData(myCompaniesQueryOptions());
    const first = companies.find(readsBooks);
    if (first) await queryClient.ensureQueryData(companyInvoicesQueryOptions(first.id));
    return null;
  };
}

/**
 * /company/credit (signed in, issue 31 item 4): a company's trade credit and invoices for its owner, finance and
 * approvers. The gateways send a payer back here with `?payment=…&status=paid|failed|pending`, said at the top.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('credit.title'));
  const { data } = useMyCompanies();
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<string | null>(null);
  const companies = data.companies.filter(readsBooks);
  const current = companies.find((c) => c.id === chosen) ?? companies[0];
  const returned = RETURNS.find((s) => s === params.get('status'));

  return (
    <div className="mx-auto flex w-full max-w-4xl min-w-0 flex-col gap-6">
      <h1 className="text-3xl font-bold">{t('credit.title')}</h1>
      {returned && (
        <p
          role={returned === 'failed' ? 'alert' : 'status'}
          className={`rounded-lg border px-3 py-2 text-sm ${
            returned === 'failed'
              ? 'border-red-600 bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200'
              : 'border-emerald-600 bg-emerald-50 dark:bg-emerald-950'
          }`}
        >
          {t(`credit.returned.${returned}`)}
        </p>
      )}
      {companies.length > 1 && current && (
        <FormField label={t('credit.chooseCompany')}>
          {(control) => (
            <select
              {...control}
              value={current.id}
              onChange={(e) => setChosen(e.target.value)}
              className={`${inputClasses} max-w-md`}
            >
              {companies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {current ? (
        <Suspense fallback={<PageSpinner />}>
          {companies.length === 1 && <p className="text-lg font-semibold break-words">{current.name}</p>}
          <CreditView key={current.id} company={current} />
        </Suspense>
      ) : (
        <p className="text-slate-700 dark:text-slate-300">
          {t('credit.notReader')}{' '}
          <Link to={WEB_ROUTES.company} className="font-semibold underline">
            {t('credit.companyLink')}
          </Link>
        </p>
      )}
    </div>
  );
}
