import {
  CATEGORIES,
  type CategorySlug,
  type CommissionRules,
  type CommissionRulesInput,
} from '@bulkbazar/contract';
import { useState } from 'react';
import { InputField } from '@/components/ui/input-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { categoryLabel, formatDhakaDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { parseTypedNumber } from '@/lib/number-input';
import { useSaveCommission } from '../api/commission';
import { CellInput } from './cell-input';
import { CommissionSellers, type SellerRow } from './commission-sellers';

type FormState = {
  defaultPercent: string;
  fixedFee: string;
  categories: Record<CategorySlug, string>;
  sellers: SellerRow[];
};

const text = (n: number | null) => (n === null ? '' : String(n));

const toState = (rules: CommissionRules): FormState => ({
  defaultPercent: text(rules.defaultPercent),
  fixedFee: text(rules.fixedFee),
  categories: Object.fromEntries(
    CATEGORIES.map((c) => [c.slug, text(rules.categories[c.slug] ?? null)]),
  ) as Record<CategorySlug, string>,
  sellers: rules.sellers.map((s) => ({
    sellerId: s.sellerId,
    sellerName: s.sellerName,
    sellerEmail: s.sellerEmail,
    percent: text(s.percent),
    fixedFee: text(s.fixedFee),
    endsOn: s.endsOn,
    expired: s.expired,
  })),
});

// An empty field is null: the server names it ("Enter a percentage"), where Number('') would have sent 0. A
// category left empty takes the default. Bengali digits are read as the numbers they are.
const number = (typed: string): number | null => {
  const n = parseTypedNumber(typed);
  return Number.isNaN(n) ? null : n;
};

const toBody = (s: FormState) =>
  ({
    defaultPercent: number(s.defaultPercent),
    fixedFee: number(s.fixedFee),
    categories: Object.fromEntries(
      CATEGORIES.map((c) => [
        c.slug,
        s.categories[c.slug].trim() === '' ? null : number(s.categories[c.slug]),
      ]),
    ),
    sellers: s.sellers.map((r) => ({
      sellerId: r.sellerId,
      percent: number(r.percent),
      fixedFee: number(r.fixedFee),
      endsOn: r.endsOn,
    })),
    // The server checks every field and names each one it refuses (`sellers.1.endsOn`).
  }) as unknown as CommissionRulesInput;

/**
 * Dashboard → Finance → Commission's form: the default percentage and fixed fee per order, a percentage per
 * category (empty: the default), seller overrides through their last day. Saved whole (PUT); the server's
 * refusals show at their fields.
 */
export function CommissionForm({ rules }: { rules: CommissionRules }) {
  const { t } = useTranslation();
  const save = useSaveCommission();
  const [state, setState] = useState<FormState>(() => toState(rules));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);

  const change = (next: Partial<FormState>) => {
    setSaved(false);
    setState({ ...state, ...next });
  };

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    save.mutate(toBody(state), {
      onSuccess: (answer) => {
        setState(toState(answer));
        setFields({});
        setSaved(true);
      },
      onError: (error) => setFields(isApiError(error) ? error.fields : {}),
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
      <section aria-labelledby="commission-base" className="flex flex-col gap-3">
        <h2 id="commission-base" className="text-lg font-semibold">
          {t('commission.base.title')}
        </h2>
        <div className="grid max-w-xl gap-4 sm:grid-cols-2">
          <InputField
            label={t('commission.base.percent')}
            error={fields.defaultPercent}
            value={state.defaultPercent}
            onChange={(e) => change({ defaultPercent: e.target.value })}
            inputMode="decimal"
          />
          <InputField
            label={t('commission.base.fixedFee')}
            hint={t('commission.base.fixedFeeHint')}
            error={fields.fixedFee}
            value={state.fixedFee}
            onChange={(e) => change({ fixedFee: e.target.value })}
            inputMode="decimal"
          />
        </div>
      </section>

      <section aria-labelledby="commission-categories" className="flex flex-col gap-3">
        <h2 id="commission-categories" className="text-lg font-semibold">
          {t('commission.categories.title')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('commission.categories.hint')}</p>
        {fields.categories && <p className="text-sm text-red-700 dark:text-red-300">{fields.categories}</p>}
        <ul className="grid max-w-3xl gap-x-6 gap-y-2 sm:grid-cols-2">
          {CATEGORIES.map((c) => (
            <li key={c.slug} className="flex items-start justify-between gap-3">
              <span className="pt-3 text-sm">{categoryLabel(c.slug)}</span>
              <CellInput
                label={t('commission.categories.percent', { category: categoryLabel(c.slug) })}
                error={fields[`categories.${c.slug}`]}
                value={state.categories[c.slug]}
                placeholder={`${t('commission.categories.placeholder')} (${state.defaultPercent || '–'}%)`}
                onChange={(v) => change({ categories: { ...state.categories, [c.slug]: v } })}
                inputMode="decimal"
              />
            </li>
          ))}
        </ul>
      </section>

      <CommissionSellers rows={state.sellers} fields={fields} onChange={(sellers) => change({ sellers })} />

      <div className="flex flex-col gap-2">
        <div>
          <SubmitButton pending={save.isPending}>{t('commission.save')}</SubmitButton>
        </div>
        <p role="status" className="min-h-5 text-sm text-emerald-800 dark:text-emerald-300">
          {saved ? t('commission.saved') : ''}
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {rules.updatedAt
            ? t('commission.lastSaved', { when: formatDhakaDateTime(rules.updatedAt) })
            : t('commission.neverSaved')}
        </p>
      </div>
    </form>
  );
}
