import { StrokeIcon } from './stroke-icon';

/**
 * The three-bar button that opens a menu on narrow screens and becomes a cross while it is open. `className`
 * says at which width it hides (the menu shows by itself there).
 */
export function MenuButton({
  open,
  controls,
  label,
  onToggle,
  className,
}: {
  open: boolean;
  /** The id of the menu it opens. */
  controls: string;
  label: string;
  onToggle: () => void;
  className: string;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className={`rounded-lg p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${className}`}
    >
      <span className="sr-only">{label}</span>
      <StrokeIcon className="size-6">
        <path d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
      </StrokeIcon>
    </button>
  );
}
