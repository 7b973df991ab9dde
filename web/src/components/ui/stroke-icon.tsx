import type { ReactNode } from 'react';

/**
 * A 24×24 line icon (the menu's bars, a close cross, the theme's sun and moon) drawn in the text's colour. Hidden
 * from screen readers: the button it sits in carries the name.
 */
export function StrokeIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
