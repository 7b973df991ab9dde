import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
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
    rating: 4.3,
    reviewCount: 27,
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

  it('counts an assortment pack’s minimum in packs', () => {
    render(<ProductCard product={{ ...product, variantRule: 'ratio_pack', minQuantity: 3 }} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getByText('Min. order: 3 assortment packs')).toBeInTheDocument();
  });

  it('shows the Verified business badge only when the server says the seller is verified', () => {
    const { unmount } = render(<ProductCard product={product} />, { wrapper: MemoryRouter });
    expect(screen.queryByText('Verified business')).not.toBeInTheDocument();
    unmount();
    render(<ProductCard product={{ ...product, sellerVerified: true }} />, { wrapper: MemoryRouter });
    expect(screen.getByText('Verified business')).toHaveAttribute(
      'title',
      'An operator checked this business’s trade licence and the owner’s NID',
    );
  });

  it("shows the buyers' rating as stars and '4.3 (27)'", () => {
    render(<ProductCard product={product} />, { wrapper: MemoryRouter });
    const rating = screen.getByRole('img', { name: 'Rated 4.3 out of 5 from 27 reviews' });
    expect(rating.querySelectorAll('[data-filled="true"]')).toHaveLength(4);
    expect(rating).toHaveTextContent('4.3 (27)');
  });

  it('says when a product has no reviews yet, with no star filled', () => {
    render(<ProductCard product={{ ...product, rating: 0, reviewCount: 0 }} />, { wrapper: MemoryRouter });
    const rating = screen.getByRole('img', { name: 'No reviews yet' });
    expect(rating.querySelectorAll('[data-filled="true"]')).toHaveLength(0);
  });

  it('links its title, its image and See more to the details page, with one tab stop', async () => {
    const user = userEvent.setup();
    const { container } = render(<ProductCard product={product} />, { wrapper: MemoryRouter });
    // One link for screen readers and the keyboard: the title, inside the heading.
    const [title, ...others] = screen.getAllByRole('link');
    expect(others).toEqual([]);
    expect(title).toHaveAccessibleName('Rice cooker 1.8 L');
    expect(title).toHaveAttribute('href', '/product/abc-123');
    expect(screen.getByRole('heading', { name: 'Rice cooker 1.8 L' })).toContainElement(title!);

    // The image and See more are links for the pointer only: hidden from the tree and out of the tab order.
    const image = container.querySelector('img')!;
    const imageLink = image.closest('a')!;
    const seeMore = screen.getByText('See more').closest('a')!;
    for (const link of [imageLink, seeMore]) {
      expect(link).toHaveAttribute('href', '/product/abc-123');
      expect(link).toHaveAttribute('aria-hidden', 'true');
      expect(link).toHaveAttribute('tabindex', '-1');
    }
    await user.tab();
    expect(title).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it.each(['image', 'title', 'See more'])('opens the details page from a click on the %s', async (part) => {
    const user = userEvent.setup();
    const { container } = render(
      <MemoryRouter initialEntries={['/products']}>
        <Routes>
          <Route path="/products" element={<ProductCard product={product} />} />
          <Route path="/product/:id" element={<h1>Details page</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const target = {
      image: () => container.querySelector('img')!,
      title: () => screen.getByRole('link', { name: 'Rice cooker 1.8 L' }),
      'See more': () => screen.getByText('See more'),
    }[part]!();
    await user.click(target);
    expect(await screen.findByRole('heading', { name: 'Details page' })).toBeInTheDocument();
  });

  it('sizes its image and loads it lazily unless told it is above the fold', () => {
    const { rerender } = render(<ProductCard product={product} />, { wrapper: MemoryRouter });
    const image = screen.getByRole('img', { name: 'Rice cooker 1.8 L', hidden: true });
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

  it('shows the range of volume prices and the pack size of a wholesale listing', () => {
    const tiered = makeProduct({
      price: 145,
      minQuantity: 48,
      orderIncrement: 12,
      priceTiers: [
        { minQuantity: 96, price: 138 },
        { minQuantity: 480, price: 130 },
      ],
    });
    render(<ProductCard product={tiered} />, { wrapper: MemoryRouter });
    expect(screen.getByText('৳130.00–৳145.00')).toBeInTheDocument();
    expect(screen.getByText('/ pc')).toBeInTheDocument();
    expect(screen.getByText('Sold in packs of 12')).toBeInTheDocument();
  });

  it('shows one price and no pack size for a listing sold by the piece at one price', () => {
    render(<ProductCard product={product} />, { wrapper: MemoryRouter });
    expect(screen.getByText('/ pc')).toBeInTheDocument();
    expect(screen.queryByText(/–৳/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Sold in packs/)).not.toBeInTheDocument();
  });
});
