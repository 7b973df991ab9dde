import type { Product, User } from '@bulkbazar/contract';

let sequence = 0;

/** A complete, valid product as the API returns it; override what the test is about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    sku: `SKU-${sequence}`,
    productName: `Product ${sequence}`,
    image: `/uploads/seed/product-${sequence}.webp`,
    extraimages: [],
    brand: 'Walton',
    category: 'Electronics & Gadgets',
    categorySlug: 'electronics-gadgets',
    price: 1250,
    rating: 4.3,
    reviewCount: 27,
    description: 'A sturdy product for resale.',
    content: 'Full details of the product.',
    minQuantity: 50,
    maxQuantity: 1200,
    orderIncrement: 1,
    weightKg: 1,
    maxOrderQuantity: null,
    priceTiers: [],
    author: 'seller@example.com',
    authorName: 'Rahim Traders',
    sellerId: 'seller-1',
    sellerRating: 4.5,
    sellerReviewCount: 40,
    sellerVerified: false,
    status: 'approved',
    rejectionReason: null,
    publishDate: '2026-11-21T16:40:05.000Z',
    updatedAt: '2026-11-21T16:40:05.000Z',
    ...overrides,
  };
}

/** A signed-in user as GET /api/me returns it. */
export function makeUser(overrides: Partial<User> = {}): User {
  sequence += 1;
  return {
    _id: `user-${sequence}`,
    name: 'Rahim Uddin',
    email: `rahim${sequence}@example.com`,
    image: null,
    role: 'user',
    roles: overrides.role === 'admin' ? ['admin'] : [],
    banned: false,
    minOrderAmount: 0,
    freeDeliveryAbove: null,
    pickup: null,
    createdAt: '2026-01-15T04:00:00.000Z',
    ...overrides,
  };
}
