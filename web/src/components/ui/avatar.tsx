import { useState } from 'react';

const sizes = {
  sm: { box: 'size-9 text-sm', px: 36 },
  lg: { box: 'size-24 text-3xl', px: 96 },
} as const;

/** Up to two letters: 'Rahim Uddin' → 'RU', 'rahim' → 'R', '' → ''. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => [...word][0]!.toLocaleUpperCase()).join('');
}

type AvatarProps = {
  name: string;
  src?: string | null;
  size?: keyof typeof sizes;
  /** Empty when the avatar sits inside something that already says whose it is. */
  alt?: string;
};

/** A person's photo, or their initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 'sm', alt = '' }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const { box, px } = sizes[size];
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt={alt}
        width={px}
        height={px}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(src)}
        className={`${box} shrink-0 rounded-full bg-slate-200 object-cover dark:bg-slate-700`}
      />
    );
  }
  const letters = initials(name);
  // The initials are a picture of the person, like the photo: drawn by CSS from data-initials rather than
  // written as text, so a button that holds the avatar is named by its label alone ('Account menu for Rahim
  // Uddin') and no visible text 'RU' is missing from that name (WCAG 2.5.3, axe label-content-name-mismatch).
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-initials={letters || undefined}
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white select-none before:content-[attr(data-initials)] ${letters ? 'bg-emerald-700' : 'bg-slate-300 dark:bg-slate-700'}`}
    >
      {!letters && (
        // No name yet (a form being filled in): a plain silhouette.
        <svg viewBox="0 0 24 24" className="size-3/5" fill="currentColor">
          <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z" />
        </svg>
      )}
    </span>
  );
}
