import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/factories';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  const product = makeProduct({
    _id: 'abc-123',
    productName: 'Rice cooker 1.8 L',
    brand: 'Walton',
    category: 'Home & Kitchen Appliances',
    categorySlug: 'home-kitchen-appliances',
    minQuantity: 50,
    maxQuantity: 1200,
    price: 1250,
    rating: 4,
  });

  it('shows MOQ and stock with the corrected labels and the price in taka', () => {
    render(<ProductCard product={product} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { name: 'Rice cooker 1.8 L' })).toBeInTheDocument();
    expect(screen.getByText('Min. order: 50 pcs')).toBeInTheDocument();
    expect(screen.getByText('In stock: 1,200 pcs')).toBeInTheDocument();
    expect(screen.getByText('৳1,250.00')).toBeInTheDocument();
    expect(screen.queryByText(/Main Qty|Min\. Buying Qty|BDT|\$/)).not.toBeInTheDocument();
    expect(screen.getByText('Brand').nextElementSibling).toHaveTextContent('Walton');
    expect(screen.getByText('Category').nextElementSibling).toHaveTextContent('Home & Kitchen Appliances');
  });

  it('fills four of five stars and links to the details page', () => {
    render(<ProductCard product={product} />, { wrapper: MemoryRouter });
    const rating = screen.getByRole('img', { name: 'Rated 4 out of 5' });
    expect(rating.querySelectorAll('[data-filled="true"]')).toHaveLength(4);
    expect(rating).toHaveTextContent('(4/5)');
    expect(screen.getByRole('link', { name: 'See more' })).toHaveAttribute('href', '/product/abc-123');
  });

  it('sizes its image and loads it lazily unless told it is above the fold', () => {
    const { rerender } = render(<ProductCard product={product} />, { wrapper: MemoryRouter });
    const image = screen.getByRole('img', { name: 'Rice cooker 1.8 L' });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
    rerender(<ProductCard product={product} eager />);
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).not.toHaveAttribute('fetchpriority');
    rerender(<ProductCard product={product} priority />);
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('marks a product whose stock is below its MOQ as out of stock', () => {
    render(<ProductCard product={makeProduct({ minQuantity: 50, maxQuantity: 20 })} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });
});
