// Written out whole so Tailwind finds the classes; the number is also the image's width and height attributes.
const sizes = { 48: 'size-12', 64: 'size-16', 80: 'size-20' } as const;

/**
 * A product's small square picture beside its name (order cards, tables, checkout). Decorative: the name next to
 * it says what it is. Below the fold it loads when scrolled to, unless told `eager`.
 */
export function Thumbnail({
  src,
  size,
  eager = false,
}: {
  src: string;
  size: keyof typeof sizes;
  eager?: boolean;
}) {
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`${sizes[size]} shrink-0 rounded-lg bg-slate-100 object-cover dark:bg-slate-800`}
    />
  );
}
