import type { Verification } from '@bulkbazar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { isApiError } from '@/lib/api-error';
import { formatDhakaDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  myCompaniesQueryOptions,
  myVerificationsQueryOptions,
  useApplyForVerification,
  useMyCompanies,
  useMyVerifications,
} from '../api/verification';

export function createLoader(queryClient: QueryClient) {
  return async () => {
    await Promise.all([
      queryClient.ensureQueryData(myVerificationsQueryOptions()),
      queryClient.ensureQueryData(myCompaniesQueryOptions()),
    ]);
    return null;
  };
}

const box = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900';
const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-900';
const tone = {
  pending: 'text-amber-800 dark:text-amber-300',
  approved: 'text-emerald-800 dark:text-emerald-300',
  rejected: 'text-red-800 dark:text-red-300',
};

function Application({ v }: { v: Verification }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-1 py-3">
      <p className="font-medium">
        {v.companyName ?? t('verification.forMe')} ·{' '}
        <span className={tone[v.status]}>{t(`verification.status.${v.status}`)}</span>
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('verification.sentOn', { date: formatDhakaDateTime(v.createdAt) })}
      </p>
      {v.reason && (
        <p className="text-sm text-red-800 dark:text-red-300">
          {t('verification.reason', { reason: v.reason })}
        </p>
      )}
      <p className="flex flex-wrap gap-3 text-sm">
        {v.documents.map((d) => (
          <a
            key={d._id}
            href={d.url}
            target="_blank"
            rel="noreferrer"
            className="text-emerald-700 underline dark:text-emerald-400"
          >
            {t(`verification.open.${d.kind}`)}
          </a>
        ))}
      </p>
    </li>
  );
}

/**
 * /verification (signed in, issue 31 item 5): send the trade licence and the owner's NID, for oneself as a seller
 * or for a company one owns, and follow each application: waiting, approved, or not approved with the reason.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('verification.title'));
  const { data } = useMyVerifications();
  const { data: mine } = useMyCompanies();
  const apply = useApplyForVerification();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);
  const owned = mine.companies.filter((c) => c.role === 'owner');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    setSent(false);
    try {
      await apply.mutateAsync(new FormData(formElement));
      setErrors({});
      setSent(true);
      formElement.reset();
    } catch (e) {
      setErrors(isApiError(e) ? { documents: e.message, ...e.fields } : { documents: (e as Error).message });
    }
  }

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{t('verification.title')}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t('verification.intro')}</p>
      {data.sellerVerified && (
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <VerifiedBadge verified /> {t('verification.verified')}
        </p>
      )}
      <form onSubmit={submit} className={`${box} flex flex-col gap-4`} noValidate>
        {owned.length > 0 && (
          <label className="text-sm font-medium">
            {t('verification.for')}
            <select name="companyId" className={fieldClass} defaultValue="">
              <option value="">{t('verification.forMe')}</option>
              {owned.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {(['tradeLicence', 'nid'] as const).map((kind) => (
          <div key={kind}>
            <label htmlFor={`doc-${kind}`} className="block text-sm font-medium">
              {t(`verification.${kind}`)}
            </label>
            <input
              id={`doc-${kind}`}
              name={kind}
              type="file"
              required
              accept="image/jpeg,image/png,image/webp,application/pdf"
              aria-describedby={`doc-${kind}-hint${errors[kind] ? ` doc-${kind}-error` : ''}`}
              aria-invalid={errors[kind] ? true : undefined}
              className={fieldClass}
            />
            <p id={`doc-${kind}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {t('verification.fileHint')}
            </p>
            {errors[kind] && (
              <p id={`doc-${kind}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
                {errors[kind]}
              </p>
            )}
          </div>
        ))}
        {errors.documents && !errors.tradeLicence && !errors.nid && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errors.documents}
          </p>
        )}
        {sent && (
          <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
            {t('verification.sent')}
          </p>
        )}
        <SubmitButton pending={apply.isPending}>
          {apply.isPending ? t('verification.sending') : t('verification.submit')}
        </SubmitButton>
      </form>
      <section className={box} aria-labelledby="verification-history">
        <h2 id="verification-history" className="text-xl font-semibold">
          {t('verification.history')}
        </h2>
        {data.verifications.length === 0 ? (
          <p className="mt-2 text-slate-600 dark:text-slate-400">{t('verification.none')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {data.verifications.map((v) => (
              <Application key={v._id} v={v} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
