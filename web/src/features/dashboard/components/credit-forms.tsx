import { CREDIT_TERMS, creditSettingInputSchema, invoicePaymentRecordSchema } from '@bulkbazar/contract';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { formatTaka } from '@/lib/format';
import { i18n, useTranslation } from '@/lib/i18n';
import { parseTypedNumber } from '@/lib/number-input';
import { useRecordTransfer, useSetCredit } from '../api/credit-book';
import { useNotice } from './notice';

type Errors = Record<string, string>;

/** The errors of a refused request, each at the field it names (the 409 about verification names `limit`). */
function errorsOf(error: unknown, fields: readonly string[]): Errors {
  if (!isApiError(error)) return { form: (error as Error).message };
  const named = Object.entries(error.fields).filter(([k]) => fields.includes(k));
  return named.length > 0 ? Object.fromEntries(named) : { form: error.message };
}

function CreditDialog({
  title,
  text,
  pending,
  submit,
  error,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  text: string;
  pending: boolean;
  submit: string;
  error?: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    // Opened from table cells that align right on phones: the dialog sets its own alignment.
    <Dialog labelledBy={titleId} describedBy={textId} onDismiss={onClose} className="text-left">
      <h2 id={titleId} className="pr-8 text-xl font-bold">
        {title}
      </h2>
      <p id={textId} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {text}
      </p>
      <form noValidate onSubmit={send} className="mt-4 flex flex-col gap-4">
        {children}
        {error && (
          <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
            {i18n.message(error)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('dialog.cancel')}
          </Button>
          <SubmitButton pending={pending}>{submit}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

/** Taka as the field shows it: no grouping, so what is prefilled is what is sent. */
const typedTaka = (poisha: number) => String(poisha / 100);

/**
 * A company's limit (taka) and terms (7, 15 or 30 days), prefilled from its application or its current line.
 * The server refuses a limit for a company not verified (CREDIT_REQUIRES_VERIFIED_COMPANY): said at the limit.
 */
export function LimitDialog({
  company,
  onClose,
}: {
  company: { companyId: string; name: string; limitPoisha: number; termsDays: number };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotice();
  const save = useSetCredit();
  const [limit, setLimit] = useState(typedTaka(company.limitPoisha));
  const [terms, setTerms] = useState(
    (CREDIT_TERMS as readonly number[]).includes(company.termsDays) ? company.termsDays : 30,
  );
  const [errors, setErrors] = useState<Errors>({});

  async function submit() {
    const body = { limit: parseTypedNumber(limit), termsDays: terms };
    if (Number.isNaN(body.limit)) return setErrors({ limit: t('creditBook.limitForm.needsNumber') });
    const checked = creditSettingInputSchema.safeParse(body);
    if (!checked.success)
      return setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
    setErrors({});
    try {
      const { credit } = await save.mutateAsync({ companyId: company.companyId, ...body });
      notify(
        t('creditBook.limitForm.done', {
          name: company.name,
          amount: formatTaka(credit.limitPoisha / 100),
          terms: t('creditBook.termsDays', { count: credit.termsDays }),
        }),
      );
      onClose();
    } catch (error) {
      setErrors(errorsOf(error, ['limit', 'termsDays']));
    }
  }

  return (
    <CreditDialog
      title={t('creditBook.limitForm.title', { name: company.name })}
      text={t('creditBook.limitForm.text')}
      pending={save.isPending}
      submit={t('creditBook.limitForm.submit')}
      error={errors.form}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormField
        label={t('creditBook.limitForm.limit')}
        hint={t('creditBook.limitForm.limitHint')}
        error={errors.limit}
      >
        {(c) => (
          <input
            {...c}
            data-autofocus
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={limit}
            onChange={(e) => setLimit(e.target.value)}
            className={inputClasses}
          />
        )}
      </FormField>
      <FormField label={t('creditBook.limitForm.terms')} error={errors.termsDays}>
        {(c) => (
          <select
            {...c}
            value={terms}
            onChange={(e) => setTerms(Number(e.target.value))}
            className={inputClasses}
          >
            {CREDIT_TERMS.map((days) => (
              <option key={days} value={days}>
                {t('creditBook.termsDays', { count: days })}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </CreditDialog>
  );
}

/** A bank transfer the company sent: the amount (applied to its open invoices, oldest due first) and reference. */
export function TransferDialog({
  company,
  onClose,
}: {
  company: { companyId: string; name: string; usedPoisha: number };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotice();
  const record = useRecordTransfer();
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  async function submit() {
    const body = { amount: parseTypedNumber(amount), reference };
    if (Number.isNaN(body.amount)) return setErrors({ amount: t('creditBook.transferForm.needsNumber') });
    const checked = invoicePaymentRecordSchema.safeParse(body);
    if (!checked.success)
      return setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
    setErrors({});
    try {
      const done = await record.mutateAsync({
        companyId: company.companyId,
        amount: body.amount,
        reference: checked.data.reference,
      });
      notify(
        t('creditBook.transferForm.done', {
          name: company.name,
          amount: formatTaka(done.appliedPoisha / 100),
          count: done.invoices.length,
        }),
      );
      onClose();
    } catch (error) {
      setErrors(errorsOf(error, ['amount', 'reference']));
    }
  }

  return (
    <CreditDialog
      title={t('creditBook.transferForm.title', { name: company.name })}
      text={t('creditBook.transferForm.text', { used: formatTaka(company.usedPoisha / 100) })}
      pending={record.isPending}
      submit={t('creditBook.transferForm.submit')}
      error={errors.form}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormField label={t('creditBook.transferForm.amount')} error={errors.amount}>
        {(c) => (
          <input
            {...c}
            data-autofocus
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            className={inputClasses}
          />
        )}
      </FormField>
      <FormField
        label={t('creditBook.transferForm.reference')}
        hint={t('creditBook.transferForm.referenceHint')}
        error={errors.reference}
      >
        {(c) => (
          <input
            {...c}
            type="text"
            autoComplete="off"
            maxLength={200}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            className={inputClasses}
          />
        )}
      </FormField>
    </CreditDialog>
  );
}
