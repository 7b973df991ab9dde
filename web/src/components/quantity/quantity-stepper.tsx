import {
  maxValidQuantity,
  orderLimit,
  snapQuantity,
  stepQuantity,
  type QuantityErrorCode,
  type QuantityRules,
} from '@bulkbazar/contract';
import { formatCount } from '@/lib/format';
import { useId, useState, type KeyboardEvent } from 'react';
import { FieldError, FieldHint, inputClasses } from '@/components/ui/form-field';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { parseTypedNumber } from '@/lib/number-input';
import { formatDigits } from '@/lib/format';

const stepButton =
  'mt-1 flex w-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 text-lg font-semibold hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-600 dark:hover:bg-slate-800';

/**
 * A quantity in whole packs between the MOQ and the largest valid quantity (cap and stock), as the contract's
 * engine says: − and + move one pack; a typed quantity is kept as typed until the field is left (or Enter is
 * pressed), then snapped to the nearest valid one, with a note saying so, so a buyer of 5,000 units types
 * rather than clicks and never sends a quantity the server would refuse for its pack size.
 */
export function QuantityStepper({
  rules,
  value,
  onChange,
  label,
  id: givenId,
  disabled = false,
  error,
}: {
  rules: QuantityRules;
  value: number;
  onChange: (quantity: number) => void;
  label?: string;
  id?: string;
  disabled?: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const ownId = useId();
  const id = givenId ?? ownId;
  // What the buyer is typing, until it is committed; null shows `value`.
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const top = maxValidQuantity(rules);
  const nothingValid = top === 0;
  const max = nothingValid ? undefined : top;

  function commit() {
    if (draft === null) return;
    setDraft(null);
    const typed = parseTypedNumber(draft);
    // An emptied or unreadable field goes back to the last quantity instead of guessing one.
    if (draft.trim() === '' || !Number.isFinite(typed)) return;
    const snapped = snapQuantity(rules, typed);
    if (snapped === null) return;
    setNote(snapped === typed ? null : adjustedNote(t, rules, typed, snapped));
    if (snapped !== value) onChange(snapped);
  }

  function step(direction: 1 | -1) {
    const next = stepQuantity(rules, value, direction);
    setNote(null);
    if (next !== null && next !== value) onChange(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter snaps the quantity; it must not also submit a surrounding form with the unsnapped one.
    event.preventDefault();
    commit();
  }

  const describedBy = [`${id}-hint`, note && `${id}-note`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label ?? t('wholesale.quantity.label')}
      </label>
      <div className="flex gap-2">
        <button
          type="button"
          className={stepButton}
          aria-label={t('wholesale.quantity.decrease')}
          aria-controls={id}
          disabled={disabled || nothingValid || value <= rules.minQuantity}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          id={id}
          // A text field (it takes Bengali digits, lib/number-input.ts) that is still a spin button to assistive
          // technology, its limits in ARIA: HTML allows min, max and step on number fields only.
          type="text"
          role="spinbutton"
          aria-valuenow={value}
          aria-valuemin={rules.minQuantity}
          aria-valuemax={max}
          inputMode="numeric"
          value={draft ?? formatDigits(value)}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          className={`${inputClasses} text-center tabular-nums`}
        />
        <button
          type="button"
          className={stepButton}
          aria-label={t('wholesale.quantity.increase')}
          aria-controls={id}
          disabled={disabled || nothingValid || value >= top}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      <FieldHint id={id}>{hint(t, rules, top)}</FieldHint>
      <p
        id={`${id}-note`}
        role="status"
        className="mt-1 text-xs text-amber-800 empty:hidden dark:text-amber-300"
      >
        {note}
      </p>
      <FieldError id={id} error={error} />
    </div>
  );
}

function hint(t: TFunction, rules: QuantityRules, top: number): string {
  const min = formatCount(rules.minQuantity);
  const pack = formatCount(rules.orderIncrement);
  const max = formatCount(top);
  const packs = rules.orderIncrement > 1;
  if (top === 0)
    return packs ? t('wholesale.quantity.hintPacks', { min, pack }) : t('wholesale.quantity.hint', { min });
  return packs
    ? t('wholesale.quantity.hintPacksMax', { min, pack, max })
    : t('wholesale.quantity.hintMax', { min, max });
}

/** Why a typed quantity became `snapped`, named by the rule it broke (the engine's codes). */
function adjustedNote(t: TFunction, rules: QuantityRules, typed: number, snapped: number): string {
  const params = {
    min: formatCount(rules.minQuantity),
    pack: formatCount(rules.orderIncrement),
    quantity: formatCount(snapped),
  };
  const code: QuantityErrorCode =
    typed < rules.minQuantity
      ? 'BELOW_MOQ'
      : snapped < typed && typed > maxValidQuantity(rules)
        ? orderLimit(rules) < rules.stock
          ? 'ABOVE_ORDER_LIMIT'
          : 'OUT_OF_STOCK'
        : 'NOT_A_MULTIPLE';
  return t(`wholesale.quantity.adjusted.${code}`, params);
}
