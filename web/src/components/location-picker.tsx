import type { Location } from '@bulkbazar/contract';
import { useBdLocations } from '@/lib/api/get-bd-locations';
import { useTranslation } from '@/lib/i18n';
import { language } from '@/lib/i18n/language';
import { FormField, inputClasses } from './ui/form-field';

/** A place being chosen: each level '' until picked. */
export type PlaceValue = { division: string; district: string; area: string };
export const emptyPlace: PlaceValue = { division: '', district: '', area: '' };
export const isWholePlace = (p: PlaceValue): p is Location => Boolean(p.division && p.district && p.area);

/**
 * Division → district → upazila/thana, from the lists the server ships (GET /api/bd-locations). Choosing a
 * level clears the ones below it. Names show in the page's language; the value is the lists' English name.
 */
export function LocationPicker({
  value,
  onChange,
  error,
}: {
  value: PlaceValue;
  onChange: (next: PlaceValue) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const lists = useBdLocations();
  const divisions = lists?.divisions ?? [];
  const districts = divisions.find((d) => d.name === value.division)?.districts ?? [];
  const areas = districts.find((d) => d.name === value.district)?.areas ?? [];
  const label = (p: { name: string; bn: string }) => (language === 'bn' ? p.bn : p.name);

  const select = (
    field: keyof PlaceValue,
    options: { name: string; bn: string }[],
    next: (name: string) => PlaceValue,
    fieldError?: string,
  ) => (
    <FormField label={t(`delivery.${field}`)} error={fieldError}>
      {(control) => (
        <select
          {...control}
          value={value[field]}
          onChange={(e) => onChange(next(e.target.value))}
          disabled={options.length === 0}
          className={inputClasses}
        >
          <option value="">{t('delivery.choose')}</option>
          {options.map((o) => (
            <option key={o.name} value={o.name}>
              {label(o)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {select('division', divisions, (division) => ({ division, district: '', area: '' }))}
      {select('district', districts, (district) => ({ ...value, district, area: '' }))}
      {select('area', areas, (area) => ({ ...value, area }), error)}
    </div>
  );
}
