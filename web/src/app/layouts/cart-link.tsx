import { Link } from 'react-router';
import { StrokeIcon } from '@/components/ui/stroke-icon';
import { useCartCount } from '@/lib/cart/use-cart-count';
import { formatCount } from '@/lib/format-shell';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/**
 * The navbar's cart: an icon with the number of lines as a badge, for guests (this browser's cart) and
 * signed-in buyers (the server's). The badge sits over the icon's corner, so nothing moves when it fills in;
 * the link's name says the count ("Cart, 3 items").
 */
export function CartLink() {
  const { t } = useTranslation();
  const count = useCartCount();
  const label = count === null ? t('cartLink.label') : t('cartLink.count', { count });
  return (
    <Link
      to={paths.cart}
      aria-label={label}
      title={label}
      className="relative rounded-lg p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <StrokeIcon className="size-5">
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
        <circle cx="9" cy="20" r="1.25" />
        <circle cx="17" cy="20" r="1.25" />
      </StrokeIcon>
      {count !== null && count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-orange-500 px-1 text-xs leading-none font-bold text-slate-950 tabular-nums"
        >
          {count > 99 ? `${formatCount(99)}+` : formatCount(count)}
        </span>
      )}
    </Link>
  );
}
