import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeProduct, makeUser } from '@/test/factories';
import { installFakeXhr } from '@/test/fake-xhr';
import { jsonResponse } from '@/test/fetch-mock';
import { stubObjectUrlsPerTest } from '@/test/jsdom-stubs';
import { renderRoutes } from '@/test/render-routes';
import { Component as AddProduct } from './add-product';
import { Component as UpdateProduct, createLoader as updateLoader } from './update-product';

// The compression library needs a real canvas; in jsdom the image goes through as it is.
vi.mock('browser-image-compression', () => ({ default: (file: File) => Promise.resolve(file) }));

stubObjectUrlsPerTest();

const seller = makeUser({ name: 'Karim Traders', email: 'karim@traders.com.bd' });
const png = new File([new Uint8Array([137, 80, 78, 71])], 'mug.png', { type: 'image/png' });
const uploadedImage = '/uploads/u/00000000-0000-4000-8000-000000000001.webp';
type User = ReturnType<typeof userEvent.setup>;

function renderAdd(overrides: NonNullable<Parameters<typeof mockAuthApi>[0]>['overrides'] = {}) {
  const api = mockAuthApi({ user: seller, overrides });
  installFakeXhr((xhr) => xhr.respond(200, { url: uploadedImage, secure_url: uploadedImage }));
  renderRoutes(() => [{ path: '/addproduct', Component: AddProduct }], '/addproduct');
  return api;
}

async function fill(user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value !== '') await user.type(field, value);
  }
}

/** A complete listing as far as the old fields go: 1,200 mugs at ৳145, MOQ 48. */
async function fillListing(user: User) {
  await screen.findByRole('heading', { level: 1, name: 'Add New Product' });
  await fill(user, {
    'Product Name': 'Ceramic mug',
    'Main Quantity': '1200',
    'Minimum Selling Quantity': '48',
    'Brand Name': 'Shinepukur',
    'Short Description': 'White, 300 ml.',
    'Price per Unit': '145',
  });
  await user.selectOptions(
    screen.getByLabelText('Category'),
    screen.getByRole('option', { name: 'Home & Kitchen Appliances' }),
  );
  await user.upload(screen.getByLabelText('Main Product Image'), png);
  await screen.findByText('Uploaded');
}

const addTier = (user: User) => user.click(screen.getByRole('button', { name: 'Add a price tier' }));
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Add Product' }));
const described = (label: string, text: string) =>
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(text));

describe('the listing form’s pack size, cap and volume prices', () => {
  it('sends the pack size, the cap and the tiers with the listing', async () => {
    const user = userEvent.setup();
    const api = renderAdd({
      'POST /api/addproduct': () =>
        jsonResponse({ acknowledged: true, message: 'Product added successfully.', insertedId: 'p-9' }),
    });
    await fillListing(user);
    expect(screen.getByLabelText('Pack size (sold in multiples of)')).toHaveValue('1');
    expect(screen.getByLabelText('Maximum per order')).toHaveValue('');
    expect(screen.getByText('No volume prices: every order pays the price per unit.')).toBeInTheDocument();

    await fill(user, { 'Pack size (sold in multiples of)': '12', 'Maximum per order': '960' });
    await addTier(user);
    await addTier(user);
    await fill(user, {
      'Tier 1: from quantity': '96',
      'Tier 1: unit price (৳)': '138',
      'Tier 2: from quantity': '480',
      'Tier 2: unit price (৳)': '130',
    });
    await submit(user);

    expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
    expect(api.sent('POST /api/addproduct')).toEqual([
      expect.objectContaining({
        minQuantity: 48,
        orderIncrement: 12,
        maxOrderQuantity: 960,
        priceTiers: [
          { minQuantity: 96, price: 138 },
          { minQuantity: 480, price: 130 },
        ],
      }),
    ]);
  });

  it('checks the rules between the fields with the contract’s messages, at the field at fault', async () => {
    const user = userEvent.setup();
    const api = renderAdd();
    await screen.findByRole('heading', { level: 1, name: 'Add New Product' });
    // The rest of the form is still empty: the rules are checked all the same.
    await fill(user, {
      'Main Quantity': '1200',
      'Minimum Selling Quantity': '50',
      'Price per Unit': '145',
      'Pack size (sold in multiples of)': '12',
      'Maximum per order': '100',
    });
    await addTier(user);
    await addTier(user);
    await addTier(user);
    await fill(user, {
      'Tier 1: from quantity': '40',
      'Tier 1: unit price (৳)': '150',
      'Tier 2: from quantity': '480',
      'Tier 2: unit price (৳)': '138',
      'Tier 3: from quantity': '240',
      'Tier 3: unit price (৳)': '140',
    });
    await submit(user);

    described('Minimum Selling Quantity', 'Minimum order quantity must be a multiple of the pack size (12)');
    described('Maximum per order', 'Maximum per order must be a multiple of the pack size (12)');
    described('Tier 1: from quantity', 'tier 1: quantity must be above the minimum order quantity (50)');
    described('Tier 1: unit price (৳)', 'tier 1: price must be below the base price ৳145.00');
    expect(screen.getByLabelText('Tier 2: from quantity')).not.toHaveAttribute('aria-invalid', 'true');
    described('Tier 3: from quantity', "tier 3: quantity must be above tier 2's 480");
    described('Tier 3: unit price (৳)', "tier 3: price must be below tier 2's ৳138.00");
    expect(screen.getByText('Product name is required')).toBeInTheDocument();
    expect(api.sent('POST /api/addproduct')).toEqual([]);
  });

  it('adds up to five tiers and removes the one asked for', async () => {
    const user = userEvent.setup();
    renderAdd();
    await screen.findByRole('heading', { level: 1, name: 'Add New Product' });
    for (let i = 0; i < 5; i += 1) await addTier(user);
    expect(screen.getByRole('button', { name: 'Add a price tier' })).toBeDisabled();
    await fill(user, { 'Tier 2: from quantity': '200', 'Tier 3: from quantity': '300' });

    await user.click(screen.getByRole('button', { name: 'Remove tier 2' }));
    expect(
      within(screen.getByRole('group', { name: 'Volume prices' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    expect(screen.getByLabelText('Tier 2: from quantity')).toHaveValue('300');
    expect(screen.getByRole('button', { name: 'Add a price tier' })).toBeEnabled();
  });

  it("shows the server's messages at the tier row and the field they name", async () => {
    const user = userEvent.setup();
    renderAdd({
      'POST /api/addproduct': () =>
        errorResponse(400, 'VALIDATION_FAILED', 'Check the price tiers', {
          'priceTiers.1.price': "tier 2: price must be below tier 1's ৳138.00",
          maxOrderQuantity: 'Maximum per order cannot be less than the minimum order quantity',
        }),
    });
    await fillListing(user);
    await addTier(user);
    await addTier(user);
    await fill(user, {
      'Tier 1: from quantity': '96',
      'Tier 1: unit price (৳)': '138',
      'Tier 2: from quantity': '480',
      'Tier 2: unit price (৳)': '130',
    });
    await submit(user);

    await vi.waitFor(() =>
      expect(screen.getByLabelText('Tier 2: unit price (৳)')).toHaveAttribute('aria-invalid', 'true'),
    );
    described('Tier 2: unit price (৳)', "tier 2: price must be below tier 1's ৳138.00");
    described('Maximum per order', 'Maximum per order cannot be less than the minimum order quantity');
    expect(screen.getByLabelText('Tier 1: unit price (৳)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('editing a listing’s volume prices', () => {
  it('prefills the pack size, cap and tiers, and sends only the tiers when only they changed', async () => {
    const user = userEvent.setup();
    const listing = makeProduct({
      _id: 'p-7',
      author: seller.email,
      price: 145,
      minQuantity: 48,
      orderIncrement: 12,
      maxOrderQuantity: 960,
      priceTiers: [{ minQuantity: 96, price: 138 }],
    });
    const api = mockAuthApi({
      user: seller,
      overrides: {
        'GET /api/product/p-7': () => jsonResponse(listing),
        'PATCH /api/update/p-7': (body) =>
          jsonResponse({
            acknowledged: true,
            message: 'Product updated successfully',
            product: { ...listing, ...body, updatedAt: '2026-11-22T10:00:00.000Z' },
          }),
      },
    });
    renderRoutes(
      (queryClient) => [{ path: '/update/:id', Component: UpdateProduct, loader: updateLoader(queryClient) }],
      '/update/p-7',
    );
    await screen.findByRole('heading', { level: 1, name: 'Update Product' });
    expect(screen.getByLabelText('Pack size (sold in multiples of)')).toHaveValue('12');
    expect(screen.getByLabelText('Maximum per order')).toHaveValue('960');
    const tiers = screen.getByRole('group', { name: 'Volume prices' });
    expect(within(tiers).getByLabelText('Tier 1: from quantity')).toHaveValue('96');

    await addTier(user);
    await fill(user, { 'Tier 2: from quantity': '480', 'Tier 2: unit price (৳)': '130' });
    await user.click(screen.getByRole('button', { name: 'Update Product' }));

    expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
    expect(api.sent('PATCH /api/update/p-7')).toEqual([
      {
        priceTiers: [
          { minQuantity: 96, price: 138 },
          { minQuantity: 480, price: 130 },
        ],
      },
    ]);
  });
});
