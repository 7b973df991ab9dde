import {
  COURIER_LABELS,
  dhakaDay,
  remittanceBodySchema,
  type Courier,
  type UnremittedParcel,
} from '@bulkbazar/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { Money } from '@/components/ui/money';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { formatTaka } from '@/lib/format';
import { i18n, useTranslation } from '@/lib/i18n';
import { latinNumberText, parseTypedNumber } from '@/lib/number-input';
import { getRemittanceDraft, useCourierStatements, useRecordRemittance } from '../api/remittances';
import { Cell, DataTable, Row, RowHeader, thClasses } from './data-table';
import { dhakaTime, shortOrderId } from './format';
import { useNotice } from './notice';

type Fields = { amount: string; fees: string; receivedOn: string; reference: string };
/** Picked parcels: the amount typed for each (the cash collected unless changed). */
type Picked = Record<string, string>;

const blank = (): Fields => ({ amount: '', fees: '0', receivedOn: dhakaDay(new Date()), reference: '' });
const poisha = (typed: string) => Math.round(parseTypedNumber(typed) * 100);
const typedTaka = (taka: number) => String(taka);
/** The form's field an error path names (`parcels.2.orderId` is said at the parcels). */
const fieldOf = (path: PropertyKey[]): string => {
  const [head] = path;
  return head === 'parcels' ? 'parcels' : String(head ?? 'form');
};

/**
 * Record what a courier handed over: the parcels it covers (picked from its delivered COD parcels not yet
 * remitted, each with what the courier says it remitted for it), the amount that reached the bank, the courier's
 * fees, the day and the courier's reference. Where the courier publishes payment statements (Steadfast) one fills
 * the form. Amount + fees that differ from the parcels are said, not refused: the courier's word is recorded and
 * the mismatch listed.
 */
export function RemittanceForm({
  courier,
  parcels,
  statements,
}: {
  courier: Courier;
  parcels: UnremittedParcel[];
  /** The courier publishes payment statements (Steadfast). */
  statements: boolean;
}) {
  const { t } = useTranslation();
  const notify = useNotice();
  const ids = { statement: useId(), summary: useId() };
  const [fields, setFields] = useState<Fields>(blank);
  const [picked, setPicked] = useState<Picked>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [note, setNote] = useState<string | null>(null);
  const record = useRecordRemittance(courier);

  const set = (name: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));
  const pickedIds = Object.keys(picked);
  const parcelsTotal = pickedIds.reduce((sum, id) => sum + (poisha(picked[id]!) || 0), 0);
  const given = (poisha(fields.amount) || 0) + (poisha(fields.fees) || 0);
  const differs = pickedIds.length > 0 && fields.amount !== '' && given !== parcelsTotal;

  function toggle(p: UnremittedParcel, on: boolean) {
    setPicked((all) => {
      const next = { ...all };
      if (on) next[p.orderId] = typedTaka(p.collected);
      else delete next[p.orderId];
      return next;
    });
  }

  function fillFrom(draft: Awaited<ReturnType<typeof getRemittanceDraft>>) {
    setFields({
      amount: typedTaka(draft.amount),
      fees: typedTaka(draft.fees),
      receivedOn: draft.receivedOn,
      reference: draft.reference,
    });
    setPicked(Object.fromEntries(draft.parcels.map((p) => [p.orderId, typedTaka(p.amount)])));
    setErrors({});
    setNote(
      [
        t('remittances.form.filled', { id: draft.statementId }),
        draft.unmatched.length > 0 ? t('remittances.form.unmatched', { count: draft.unmatched.length }) : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      amount: parseTypedNumber(fields.amount),
      fees: fields.fees.trim() === '' ? 0 : parseTypedNumber(fields.fees),
      receivedOn: latinNumberText(fields.receivedOn),
      reference: fields.reference,
      parcels: pickedIds.map((orderId) => ({ orderId, amount: parseTypedNumber(picked[orderId]!) })),
    };
    const checked = remittanceBodySchema.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [fieldOf(i.path), i.message])));
      return;
    }
    setErrors({});
    try {
      const { remittance } = await record.mutateAsync(body);
      notify(t('remittances.form.done', { reference: remittance.reference }));
      setFields(blank());
      setPicked({});
      setNote(null);
    } catch (error) {
      if (!isApiError(error)) return setErrors({ form: (error as Error).message });
      const named = Object.entries(error.fields).map(([k, v]) => [fieldOf(k.split('.')), v] as const);
      setErrors(named.length > 0 ? Object.fromEntries(named) : { form: error.message });
    }
  }

  const field = (name: keyof Fields, label: string, input: { inputMode?: 'decimal'; type?: string } = {}) => (
    <FormField label={label} error={errors[name]}>
      {(c) => (
        <input
          {...c}
          type={input.type ?? 'text'}
          inputMode={input.inputMode}
          autoComplete="off"
          value={fields[name]}
          onChange={(e) => set(name)(e.target.value)}
          className={inputClasses}
        />
      )}
    </FormField>
  );

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
      aria-describedby={ids.summary}
    >
      {statements && <Statements courier={courier} onFill={fillFrom} />}
      {note && (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
          {note}
        </p>
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{t('remittances.form.parcels')}</legend>
        {parcels.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('remittances.form.noParcels')}</p>
        ) : (
          <ParcelPicker parcels={parcels} picked={picked} onToggle={toggle} onAmount={setPicked} />
        )}
        {errors.parcels && (
          <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
            {i18n.message(errors.parcels)}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('amount', t('remittances.form.amount'), { inputMode: 'decimal' })}
        {field('fees', t('remittances.form.fees'), { inputMode: 'decimal' })}
        {field('receivedOn', t('remittances.form.receivedOn'), { type: 'date' })}
        {field('reference', t('remittances.form.reference'))}
      </div>
      <p id={ids.summary} className="text-sm">
        {t('remittances.form.picked', { count: pickedIds.length, amount: formatTaka(parcelsTotal / 100) })}
        {differs && (
          <span className="mt-1 block font-semibold text-amber-800 dark:text-amber-300">
            {t('remittances.form.differs', {
              total: formatTaka(given / 100),
              parcels: formatTaka(parcelsTotal / 100),
            })}
          </span>
        )}
      </p>
      {errors.form && (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {i18n.message(errors.form)}
        </p>
      )}
      <div>
        <SubmitButton pending={record.isPending}>{t('remittances.form.submit')}</SubmitButton>
      </div>
    </form>
  );
}

/** The courier's delivered COD parcels awaiting its remittance: pick those this money covers, with amounts. */
function ParcelPicker({
  parcels,
  picked,
  onToggle,
  onAmount,
}: {
  parcels: UnremittedParcel[];
  picked: Picked;
  onToggle: (p: UnremittedParcel, on: boolean) => void;
  onAmount: (update: (all: Picked) => Picked) => void;
}) {
  const { t } = useTranslation();
  const label = {
    order: t('remittances.form.order'),
    delivered: t('remittances.form.delivered'),
    collected: t('remittances.form.collected'),
    amount: t('remittances.form.parcelAmount'),
  };
  return (
    <DataTable
      stacked
      caption={t('remittances.form.parcelsCaption')}
      head={Object.values(label).map((c) => (
        <th key={c} scope="col" className={thClasses}>
          {c}
        </th>
      ))}
    >
      {parcels.map((p) => {
        const id = shortOrderId(p.orderId);
        const on = p.orderId in picked;
        return (
          <Row key={p.orderId}>
            <RowHeader label={label.order} className="font-normal">
              <label className="inline-flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={on}
                  onChange={(e) => onToggle(p, e.target.checked)}
                  aria-label={t('remittances.form.pick', { id })}
                  className="size-4"
                />
                <span className="font-mono">{id}</span>
              </label>
            </RowHeader>
            <Cell label={label.delivered}>{p.deliveredAt ? dhakaTime(p.deliveredAt) : ''}</Cell>
            <Cell label={label.collected}>
              <Money value={p.collected} />
            </Cell>
            <Cell label={label.amount}>
              <input
                type="text"
                inputMode="decimal"
                disabled={!on}
                value={picked[p.orderId] ?? ''}
                onChange={(e) => onAmount((all) => ({ ...all, [p.orderId]: e.target.value }))}
                aria-label={t('remittances.form.parcelAmountOf', { id })}
                className={`${inputClasses} w-32`}
              />
            </Cell>
          </Row>
        );
      })}
    </DataTable>
  );
}

/** Where the courier publishes payment statements: read them, pick one, fill the form from it. */
function Statements({
  courier,
  onFill,
}: {
  courier: Courier;
  onFill: (draft: Awaited<ReturnType<typeof getRemittanceDraft>>) => void;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  const [reading, setReading] = useState(false);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [filling, setFilling] = useState(false);
  const statements = useCourierStatements(courier, reading);
  if (!reading)
    return (
      <div>
        <Button size="sm" variant="secondary" onClick={() => setReading(true)}>
          {t('remittances.form.statements')}
        </Button>
      </div>
    );
  const list = statements.data?.statements ?? [];
  const failure = error ?? (statements.error ? statements.error.message : null);

  async function fill() {
    setFilling(true);
    setError(null);
    try {
      onFill(await getRemittanceDraft(courier, chosen || list[0]!.id));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setFilling(false);
    }
  }

  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      {statements.isPending ? (
        <p className="text-sm">{t('remittances.form.reading', { courier: COURIER_LABELS[courier] })}</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {failure ? i18n.message(failure) : t('remittances.form.statementNone')}
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-semibold">
              {t('remittances.form.statement')}
            </label>
            <select
              id={selectId}
              value={chosen || list[0]!.id}
              onChange={(e) => setChosen(e.target.value)}
              className={inputClasses}
            >
              {list.map((s) => (
                <option key={s.id} value={s.id}>
                  {t('remittances.form.statementOption', {
                    id: s.id,
                    amount: s.amount === null ? t('dashboard.order.none') : formatTaka(s.amount),
                  })}
                </option>
              ))}
            </select>
          </div>
          <Button size="sm" disabled={filling} aria-busy={filling} onClick={() => void fill()}>
            {t('remittances.form.fill')}
          </Button>
        </div>
      )}
      {failure && list.length > 0 && (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {i18n.message(failure)}
        </p>
      )}
    </div>
  );
}
