import type { Company } from '@bulkbazar/contract';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useCompanySettings } from '../api/companies';

/**
 * "Require a PO number on every order": the owner switches it (PUT /api/companies/:id/settings), saved at once;
 * other members read whether it is on, since their checkouts then need one.
 */
export function PoRequiredSwitch({ company }: { company: Company }) {
  const { t } = useTranslation();
  const save = useCompanySettings(company.id);
  const hintId = useId();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const on = company.poRequired ?? false;

  if (company.role !== 'owner')
    return on ? <p className="mt-3 text-sm">{t('company.poRequiredOn')}</p> : null;

  async function toggle(poRequired: boolean) {
    setAnswer(null);
    try {
      await save.mutateAsync({ poRequired });
      setAnswer({ ok: true, text: t(poRequired ? 'company.poRequiredOn' : 'company.poRequiredOff') });
    } catch (error) {
      setAnswer({ ok: false, text: (error as Error).message });
    }
  }

  return (
    <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800">
      <label className="flex cursor-pointer items-start gap-3 text-sm font-medium">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={save.isPending}
          aria-describedby={hintId}
          onChange={(event) => void toggle(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-emerald-700"
        />
        {t('company.poRequired')}
      </label>
      <p id={hintId} className="mt-1 ml-7 text-sm text-slate-600 dark:text-slate-400">
        {t('company.poRequiredHint')}
      </p>
      <p
        role={answer?.ok === false ? 'alert' : 'status'}
        className={`mt-1 ml-7 text-sm empty:hidden ${answer?.ok === false ? 'text-red-700 dark:text-red-300' : 'text-emerald-800 dark:text-emerald-300'}`}
      >
        {answer?.text}
      </p>
    </div>
  );
}
