import type { ComponentProps } from 'react';

/** The formats /api/uploads takes; the picker offers only these. */
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/** A file picker for images, its button in the brand's colours: profile photos and listing images. */
export function ImageInput(props: Omit<ComponentProps<'input'>, 'type' | 'accept' | 'className'>) {
  return (
    <input
      {...props}
      type="file"
      accept={IMAGE_TYPES}
      className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-emerald-50 file:px-3 file:py-2 file:font-semibold file:text-emerald-800 hover:file:bg-emerald-100 dark:text-slate-300 dark:file:bg-emerald-950 dark:file:text-emerald-300"
    />
  );
}

/** An upload's progress, 0–100, as a thin bar. `className` places it. */
export function UploadProgress({
  value,
  label,
  className,
}: {
  value: number;
  label: string;
  className: string;
}) {
  return (
    <progress
      value={value}
      max={100}
      aria-label={label}
      className={`${className} block h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700 [&::-moz-progress-bar]:bg-emerald-600 [&::-webkit-progress-bar]:bg-slate-200 dark:[&::-webkit-progress-bar]:bg-slate-700 [&::-webkit-progress-value]:bg-emerald-600`}
    />
  );
}
