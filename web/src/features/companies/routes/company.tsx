import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { PageSpinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { companyQueryOptions, myCompaniesQueryOptions, useMyCompanies } from '../api/companies';
import { CompanyView } from '../components/company-view';
import { CreateCompanyForm } from '../components/create-company-form';

export function createLoader(queryClient: QueryClient) {
  return async () => {
    const { companies } = await queryClient.ensureQueryData(myCompaniesQueryOptions());
    if (companies[0]) await queryClient.ensureQueryData(companyQueryOptions(companies[0].id));
    return null;
  };
}

const box = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900';

/**
 * /company (signed in, issue 31 item 1): the company one belongs to — its details, members, roles and order
 * limits, managed by its owner — or, belonging to none, the form to create one. One in several companies picks
 * which to show.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('company.title'));
  const { data } = useMyCompanies();
  const [chosen, setChosen] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { companies } = data;
  const current = companies.find((c) => c.id === chosen) ?? companies[0];

  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-6">
      <h1 className="text-3xl font-bold">{t('company.title')}</h1>
      {notice && (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
          {notice}
        </p>
      )}
      {companies.length > 1 && current && (
        <FormField label={t('company.choose')}>
          {(control) => (
            <select
              {...control}
              value={current.id}
              onChange={(e) => setChosen(e.target.value)}
              className={`${inputClasses} max-w-md`}
            >
              {companies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({t(`company.roles.${c.role}`)})
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {current ? (
        <Suspense fallback={<PageSpinner />}>
          <CompanyView key={current.id} companyId={current.id} onLeft={setNotice} />
        </Suspense>
      ) : (
        <>
          <p className="text-slate-700 dark:text-slate-300">{t('company.none')}</p>
          <section className={box} aria-labelledby="company-create">
            <h2 id="company-create" className="mb-4 text-xl font-semibold">
              {t('company.createTitle')}
            </h2>
            <CreateCompanyForm />
          </section>
        </>
      )}
    </div>
  );
}
