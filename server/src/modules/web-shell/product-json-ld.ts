import type { Product } from '@bulkbazar/contract';

const quantity = (minValue: number) => ({ '@type': 'QuantitativeValue', minValue, unitCode: 'H87' });
const unitPrice = (price: number, minQuantity: number) => ({
  '@type': 'UnitPriceSpecification',
  price,
  priceCurrency: 'BDT',
  eligibleQuantity: quantity(minQuantity),
});

/**
 * schema.org Product for a product page (search engines read it from the HTML): one offer in taka from the
 * minimum order on, its volume prices as one unit price per quantity break, the seller and the rating.
 */
export function productJsonLd(product: Product, url: string, image: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productName,
    image: [image],
    description: product.description,
    sku: product.sku,
    brand: { '@type': 'Brand', name: product.brand },
    category: product.category,
    ...(product.reviewCount > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.rating,
        reviewCount: product.reviewCount,
      },
    }),
    offers: {
      '@type': 'Offer',
      url,
      price: product.price,
      priceCurrency: 'BDT',
      availability:
        product.maxQuantity >= product.minQuantity
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
      eligibleQuantity: quantity(product.minQuantity),
      seller: { '@type': 'Organization', name: product.authorName },
      priceSpecification: [
        unitPrice(product.price, product.minQuantity),
        ...product.priceTiers.map((tier) => unitPrice(tier.price, tier.minQuantity)),
      ],
    },
  };
}

/** As a <script> data block: `<` escaped so no text in it can close the element. */
export const jsonLdScript = (data: object): string =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
