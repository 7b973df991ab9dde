import type { ProductCard as ProductCardData } from '@bulkbazar/contract';
import { ProductCard } from './product-card';

type Props = { products: ProductCardData[]; eagerCount?: number; headingLevel?: 2 | 3 };

/**
 * One column on phones, two on tablets, three on desktops (SEED.md's grid). The first `eagerCount` images load
 * at once, the very first with high priority (it is the largest paint of a phone's first screen).
 */
export function ProductGrid({ products, eagerCount = 0, headingLevel }: Props) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            eager={index < eagerCount}
            priority={index === 0 && eagerCount > 0}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
