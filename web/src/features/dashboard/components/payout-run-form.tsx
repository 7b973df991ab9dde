import { hasAtMostTwoDecimals, type EligibleSeller } from '@bulkbazar/contract';
import { useId, useRef, useState } from 'react';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { formatCount, formatDhakaDateTime, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { parseTypedNumber } from '@/lib/number-input';
import { newRunKey, useCreatePayoutRun, useEligibleSellers } from '../api/payouts';
import { Cell, DataTable, Row, RowHeader, thClasses } from './data-table';
import { useNotice } from './notice';

/**
 * A new payout run: the smallest balance to pay (the shop's setting unless changed), the sellers who reach it
 * (ticked; those without a payout method or on hold are shown but cannot be paid), and Create. One key per run
 * being made, so a resent request (no answer came) answers the same run.
 */
export function PayoutRunForm({ onCreated }: { onCreated: (runId: string) => void }) {
  const { t } = useTranslation();
  const notify = useNotice();
  const create = useCreatePayoutRun();
  const key = useRef(newRunKey());
  const [typed, setTyped] = useState('');
  const [minimum, setMinimum] = useState<number | undefined>(undefined);
  const [minimumError, setMinimumError] = useState<string | undefined>();
  const [unpicked, setUnpicked] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const eligible = useEligibleSellers(minimum);
  const headingId = useId();

  const payable = (eligible.data?.sellers ?? []).filter((s) => s.skip === null);
  const picked = payable.filter((s) => !unpicked.has(s.sellerId));

  function show(event: React.FormEvent) {
    event.preventDefault();
    const value = typed.trim() === '' ? undefined : parseTypedNumber(typed);
    if (value !== undefined && (!(value > 0) || !hasAtMostTwoDecimals(value))) {
      setMinimumError('Minimum must be more than 0');
      return;
    }
    setMinimumError(undefined);
    setUnpicked(new Set());
    setMinimum(value);
  }

  function toggle(sellerId: string) {
    setUnpicked((before) => {
      const next = new Set(before);
      if (!next.delete(sellerId)) next.add(sellerId);
      return next;
    });
  }

  function submit() {
    setFailure(null);
    const body = { minimum: eligible.data!.minimum, sellerIds: picked.map((s) => s.sellerId) };
    create.mutate(
      { body, key: key.current },
      {
        onSuccess: (run) => {
          key.current = newRunKey();
          setUnpicked(new Set());
          notify(
            run.payouts.length
              ? t('payouts.newRun.created', {
                  count: formatCount(run.payouts.length),
                  amount: formatTaka(run.run.total),
                })
              : t('payouts.newRun.createdNone'),
          );
          onCreated(run.run.id);
        },
        onError: (error) => setFailure(isApiError(error) ? error.message : (error as Error).message),
      },
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('payouts.newRun.title')}
      </h2>
      <form noValidate onSubmit={show} className="mt-3 flex flex-wrap items-end gap-3">
        <div className="w-56">
          <FormField
            label={t('payouts.newRun.minimum')}
            hint={t('payouts.newRun.minimumHint')}
            error={minimumError}
          >
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                value={typed}
                placeholder={eligible.data ? String(eligible.data.minimum) : undefined}
                onChange={(e) => setTyped(e.target.value)}
                className={inputClasses}
              />
            )}
          </FormField>
        </div>
        <Button type="submit" variant="secondary">
          {t('payouts.newRun.check')}
        </Button>
      </form>
      <div className="mt-4">
        {eligible.isPending ? (
          <Spinner />
        ) : eligible.isError ? (
          <p className="text-sm text-red-700 dark:text-red-300">{eligible.error.message}</p>
        ) : eligible.data.sellers.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('payouts.newRun.noneEligible')}</p>
        ) : (
          <EligibleTable
            sellers={eligible.data.sellers}
            caption={t('payouts.newRun.sellers', { amount: formatTaka(eligible.data.minimum) })}
            isPicked={(id) => !unpicked.has(id)}
            onToggle={toggle}
          />
        )}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          disabled={create.isPending || !eligible.data || picked.length === 0}
          aria-busy={create.isPending}
          onClick={submit}
        >
          {t('payouts.newRun.create')}
        </Button>
        <p role="status" className="text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      </div>
    </section>
  );
}

function EligibleTable({
  sellers,
  caption,
  isPicked,
  onToggle,
}: {
  sellers: EligibleSeller[];
  caption: string;
  isPicked: (sellerId: string) => boolean;
  onToggle: (sellerId: string) => void;
}) {
  const { t } = useTranslation();
  const col = (key: 'seller' | 'available' | 'method' | 'pay') => t(`payouts.newRun.col.${key}`);
  return (
    <DataTable
      caption={caption}
      stacked
      head={
        <>
          <th className={thClasses}>{col('seller')}</th>
          <th className={thClasses}>{col('available')}</th>
          <th className={thClasses}>{col('method')}</th>
          <th className={thClasses}>{col('pay')}</th>
        </>
      }
    >
      {sellers.map((s) => (
        <Row key={s.sellerId}>
          <RowHeader label={col('seller')}>
            <span className="font-medium">{s.name}</span>
            <span className="block text-xs text-slate-500 dark:text-slate-400">{s.email}</span>
          </RowHeader>
          <Cell label={col('available')}>{formatTaka(s.available)}</Cell>
          <Cell label={col('method')}>
            {s.method === 'bank' ? t('payouts.bank') : s.method ? t(`payments.method.${s.method}`) : '—'}
          </Cell>
          <Cell label={col('pay')}>
            {s.skip === null ? (
              <label className="inline-flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={isPicked(s.sellerId)}
                  onChange={() => onToggle(s.sellerId)}
                  aria-label={t('payouts.newRun.pick', { name: s.name })}
                  className="size-4 accent-emerald-700"
                />
                <span aria-hidden="true">{t('payouts.newRun.willPay')}</span>
              </label>
            ) : (
              <span className="text-amber-800 dark:text-amber-300">
                {t(`payouts.newRun.skip.${s.skip}`, {
                  when: s.payoutsHeldUntil ? formatDhakaDateTime(s.payoutsHeldUntil) : '',
                })}
              </span>
            )}
          </Cell>
        </Row>
      ))}
    </DataTable>
  );
}
