import type { Product } from '@bulkbazar/contract';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';

/** The main image with its extra images as thumbnails; choosing a thumbnail shows it large. */
export function ProductGallery({ product }: { product: Product }) {
  const { t } = useTranslation();
  const images = [...new Set([product.image, ...product.extraimages])];
  const [selected, setSelected] = useState(0);
  const count = images.length;
  const current = Math.min(selected, count - 1);

  return (
    <section aria-label={t('product.gallery')} className="flex flex-col gap-3">
      <img
        src={images[current]}
        alt={t('product.imageAlt', { name: product.productName, index: current + 1, count })}
        width={800}
        height={600}
        // The page's largest paint: fetched first, never lazily.
        loading="eager"
        fetchPriority="high"
        className="aspect-[4/3] w-full rounded-xl bg-slate-100 object-cover dark:bg-slate-800"
      />
      {count > 1 && (
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-5">
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={t('product.showImage', { index: index + 1, count })}
                aria-pressed={index === current}
                className={`block w-full overflow-hidden rounded-lg border-2 ${
                  index === current ? 'border-emerald-600' : 'border-transparent hover:border-slate-300'
                }`}
              >
                <img
                  src={src}
                  alt=""
                  width={800}
                  height={600}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
