import type { DialogIcon as Icon } from '@/lib/dialogs';

const rings: Record<Icon, string> = {
  error: 'border-red-300 text-red-600 dark:border-red-800 dark:text-red-400',
  success: 'border-emerald-300 text-emerald-600 dark:border-emerald-800 dark:text-emerald-400',
  warning: 'border-amber-300 text-amber-600 dark:border-amber-800 dark:text-amber-400',
  info: 'border-sky-300 text-sky-600 dark:border-sky-800 dark:text-sky-400',
};

const shapes: Record<Icon, string> = {
  error: 'M8 8l8 8M16 8l-8 8',
  success: 'M6 12.5l4 4 8-9',
  warning: 'M12 6v8m0 3.5v.5',
  info: 'M12 10v8m0-11.5V6',
};

/** The ringed icon SweetAlert2 users know, drawn as SVG (no icon font, no inline styles). */
export function DialogIcon({ icon }: { icon: Icon }) {
  return (
    <span
      className={`mx-auto mb-4 flex size-16 items-center justify-center rounded-full border-4 ${rings[icon]}`}
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d={shapes[icon]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
