import { pickupAddressSchema, type User } from '@bulkbazar/contract';
import { useId, useState } from 'react';
import { emptyPlace, LocationPicker, type PlaceValue } from '@/components/location-picker';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { InputField } from '@/components/ui/input-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/use-auth';
import { useTranslation } from '@/lib/i18n';

/**
 * A seller's delivery settings: where couriers collect parcels (its district is the seller's city for the
 * 5-day promise) and the order amount from which delivery is free. PATCH /api/me {pickup, freeDeliveryAbove}.
 */
export function PickupForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { updateUser } = useAuth();
  const [place, setPlace] = useState<PlaceValue>(user.pickup ?? emptyPlace);
  const [line, setLine] = useState(user.pickup?.addressLine ?? '');
  const [free, setFree] = useState(user.freeDeliveryAbove === null ? '' : String(user.freeDeliveryAbove));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setAnswer(null);
    const parsed = pickupAddressSchema.safeParse({ ...place, addressLine: line });
    const found: Record<string, string> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues)
      found[String(issue.path[0])] ??= issue.message;
    if (found.division || found.district || found.area) found.area = t('delivery.placeRequired');
    const freeDeliveryAbove = free.trim() === '' ? null : Number(free);
    if (freeDeliveryAbove !== null && !(freeDeliveryAbove >= 0))
      found.free = t('delivery.pickup.freeAboveHint');
    setErrors(found);
    if (!parsed.success || found.free) return;
    setSaving(true);
    try {
      await updateUser({ pickup: parsed.data, freeDeliveryAbove });
      setAnswer({ ok: true, text: t('delivery.pickup.saved') });
    } catch (error) {
      const fields = isApiError(error) ? error.fields : {};
      if (fields['pickup.area'] || fields.freeDeliveryAbove)
        setErrors({ area: fields['pickup.area'] ?? '', free: fields.freeDeliveryAbove ?? '' });
      else setAnswer({ ok: false, text: (error as Error).message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby={headingId}
      className="flex flex-col gap-3"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {t('delivery.pickup.title')}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('delivery.pickup.intro')}</p>
      <LocationPicker value={place} onChange={setPlace} error={errors.area || undefined} />
      <InputField
        label={t('delivery.addressLine')}
        value={line}
        onChange={(e) => setLine(e.target.value)}
        error={errors.addressLine}
        maxLength={250}
      />
      <FormField
        label={t('delivery.pickup.freeAbove')}
        hint={t('delivery.pickup.freeAboveHint')}
        error={errors.free || undefined}
      >
        {(control) => (
          <input
            {...control}
            value={free}
            onChange={(e) => setFree(e.target.value)}
            type="text"
            inputMode="decimal"
            className={inputClasses}
          />
        )}
      </FormField>
      <div>
        <SubmitButton pending={saving}>{t('delivery.pickup.save')}</SubmitButton>
      </div>
      <p
        role="status"
        className={`min-h-5 text-sm ${answer?.ok === false ? 'text-red-700 dark:text-red-300' : 'text-emerald-800 dark:text-emerald-300'}`}
      >
        {answer?.text}
      </p>
    </form>
  );
}
