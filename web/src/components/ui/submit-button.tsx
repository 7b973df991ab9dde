import type { ReactNode } from 'react';
import { Button } from './button';

/** A form's submit button that turns into a spinner while the form is being sent, and cannot be sent twice. */
export function SubmitButton({
  pending,
  children,
  className = '',
  disabled = false,
}: {
  pending: boolean;
  children: ReactNode;
  className?: string;
  /** Not ready to send yet for another reason (images still uploading, say). */
  disabled?: boolean;
}) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending} className={className}>
      {pending && (
        <svg className="size-4 animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-30" />
          <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      )}
      {children}
    </Button>
  );
}
