import type { ButtonHTMLAttributes, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost' | 'accent' | 'inverse';
type Size = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

// White text needs a green of 4.5:1 or more (WCAG AA) in both themes: emerald-700 (5.4:1) and, on hover,
// emerald-800 (7.6:1). The lighter emerald-600 that dark pages used is 3.7:1.
const variants: Record<Variant, string> = {
  primary: 'bg-emerald-700 text-white hover:bg-emerald-800',
  secondary:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  accent: 'bg-orange-500 text-slate-950 hover:bg-orange-400',
  /** For dark, coloured backgrounds such as the hero. */
  inverse: 'border border-white/80 text-white hover:bg-white/10',
};

// Sizes are whole sets so callers never stack conflicting padding classes (Tailwind does not let the later
// class in the attribute win).
const sizes: Record<Size, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2 text-sm',
  lg: 'px-6 py-3 text-base',
};

type Style = { variant?: Variant; size?: Size; className?: string };

export function buttonClasses({ variant = 'primary', size = 'md', className = '' }: Style = {}): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${className}`.trim();
}

// React 19 passes `ref` as a prop, so a caller can focus the button.
type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Style & { ref?: Ref<HTMLButtonElement> };

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

type ButtonLinkProps = LinkProps & Style;

/** A link that looks like a button: navigation stays a link for screen readers and middle-clicks. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}
