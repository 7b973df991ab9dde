import { useId, type ComponentProps } from 'react';
import { FieldError, inputClasses } from '@/components/ui/form-field';

type Props = Omit<ComponentProps<'input'>, 'onChange'> & {
  /** The input's name for assistive technology: a table's cells show no label of their own. */
  label: string;
  error?: string;
  onChange: (value: string) => void;
};

/** An input in a table or list row, named by `label`, with its error beneath it and tied to it. */
export function CellInput({ label, error, onChange, className = 'w-32', ...input }: Props) {
  const id = useId();
  return (
    <div>
      <input
        {...input}
        id={id}
        aria-label={label}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClasses} mt-0 ${className}`}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
