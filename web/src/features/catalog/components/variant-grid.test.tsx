import type { Cart, Product, ProductVariant } from '@bulkbazar/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeProduct, makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { Component as ProductDetails, createLoader, ErrorBoundary } from '../routes/product-details';

// The buyer's size × colour grid (issue 30): a polo in S–XL × Red/Navy, MOQ 100 across the mix, ৳250 → ৳230
// from 200 pcs, XL at ৳270 (its own price moves the ladder by ৳20), Navy XL not made, Red S sold out.
const SIZES = ['S', 'M', 'L', 'XL'];
const COLOURS = ['Red', 'Navy'];
const id = (size: string, colour: string) => `v-${size}-${colour}`;
const variants: ProductVariant[] = COLOURS.flatMap((colour) =>
  SIZES.filter((size) => !(size === 'XL' && colour === 'Navy')).map((size) => ({
    _id: id(size, colour),
    sku: `POLO-${size}-${colour}`,
    options: { Size: size, Colour: colour },
    stock: size === 'S' && colour === 'Red' ? 0 : 60,
    price: size === 'XL' ? 270 : null,
    packUnits: null,
  })),
);

const polo = (overrides: Partial<Product> = {}) =>
  makeProduct({
    _id: 'p-1',
    productName: "Men's cotton polo shirt",
    price: 250,
    minQuantity: 100,
    maxQuantity: 420,
    orderIncrement: 1,
    maxOrderQuantity: null,
    priceTiers: [{ minQuantity: 200, price: 230 }],
    options: [
      { name: 'Size', values: SIZES },
      { name: 'Colour', values: COLOURS },
    ],
    variants,
    variantRule: 'mixed',
    ...overrides,
  });

const GRID = 'Choose sizes and colours';
const emptyCart: Cart = { groups: [], total: 0, lineCount: 0, ready: true, notes: [] };

function renderProduct(product: Product, { signedIn = true, overrides = {} } = {}) {
  const api = mockAuthApi({
    user: signedIn ? makeUser({ email: 'buyer@shop.com.bd' }) : null,
    overrides: {
      'GET /api/product/p-1': () => jsonResponse(product),
      'GET /api/cart': () => jsonResponse(emptyCart),
      ...overrides,
    },
  });
  renderRoutes(
    (queryClient) => [
      { path: '/product/:id', Component: ProductDetails, ErrorBoundary, loader: createLoader(queryClient) },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    '/product/p-1',
  );
  return api;
}

const box = (size: string, colour: string) =>
  screen.getByRole('spinbutton', { name: `Size ${size}, Colour ${colour}, quantity` });
const addButton = () => screen.getByRole('button', { name: 'Add to cart' });
const summary = () => screen.getByText('Total').closest('[role="status"]') as HTMLElement;

async function fill(user: ReturnType<typeof userEvent.setup>, cells: [string, string, number][]) {
  for (const [size, colour, quantity] of cells) {
    await user.clear(box(size, colour));
    await user.type(box(size, colour), String(quantity));
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('the size × colour grid', () => {
  it('lays sizes across and colours down, one box per cell with its stock; no variant or no stock is disabled', async () => {
    renderProduct(polo());
    const grid = await screen.findByRole('table', { name: GRID });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Colour', 'Size S', 'Size M', 'Size L', 'Size XL']);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Colour Red', 'Colour Navy']);
    expect(within(grid).getAllByRole('spinbutton')).toHaveLength(7);
    expect(box('S', 'Red')).toBeDisabled();
    expect(box('M', 'Red')).toBeEnabled();
    const navyRow = within(grid).getAllByRole('row')[2]!;
    expect(within(navyRow).getByText('Not sold')).toBeInTheDocument();
    expect(within(grid).getByText('Sold out')).toBeInTheDocument();
    expect(within(grid).getAllByText('60 in stock')).toHaveLength(6);
    expect(screen.getByText('Type the quantities you want in the grid.')).toBeInTheDocument();
    expect(screen.queryByText(/\?variant=/)).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Quantity (pcs)' })).not.toBeInTheDocument();
  });

  it('judges the mix as one: each cell below the minimum, the mix above it, the tier and the next-tier hint', async () => {
    const user = userEvent.setup();
    renderProduct(polo());
    await screen.findByRole('table', { name: GRID });
    await fill(user, [
      ['M', 'Red', 30],
      ['L', 'Red', 30],
    ]);
    expect(screen.getByText('The minimum order is 100 pcs across the sizes and colours')).toBeInTheDocument();
    expect(addButton()).toBeDisabled();

    await fill(user, [
      ['M', 'Navy', 30],
      ['L', 'Navy', 30],
    ]);
    expect(within(summary()).getByText('Pieces').nextElementSibling).toHaveTextContent('120');
    expect(within(summary()).getByText('Volume price').nextElementSibling).toHaveTextContent('Base price');
    expect(within(summary()).getByText('Unit price').nextElementSibling).toHaveTextContent('৳250.00');
    expect(within(summary()).getByText('Total').nextElementSibling).toHaveTextContent('৳30,000.00');
    expect(within(summary()).getByText('Add 80 more for ৳230.00 / pc')).toBeInTheDocument();
    expect(addButton()).toBeEnabled();

    // 200 with XL at its own price: the tier moves every line, XL stays ৳20 above.
    await fill(user, [
      ['XL', 'Red', 40],
      ['S', 'Navy', 40],
    ]);
    expect(within(summary()).getByText('Pieces').nextElementSibling).toHaveTextContent('200');
    expect(within(summary()).getByText('Volume price').nextElementSibling).toHaveTextContent('from 200 pcs');
    expect(within(summary()).getByText('Unit price').nextElementSibling).toHaveTextContent('৳230.00');
    expect(within(summary()).getByText('Size XL, Colour Red: ৳250.00 / pc')).toBeInTheDocument();
    expect(within(summary()).getByText('Total').nextElementSibling).toHaveTextContent('৳46,800.00');
    expect(within(summary()).queryByText(/more for/)).not.toBeInTheDocument();
  });

  it('names the variant when the fault is about one (its stock)', async () => {
    const user = userEvent.setup();
    renderProduct(polo());
    await screen.findByRole('table', { name: GRID });
    await fill(user, [
      ['M', 'Red', 61],
      ['L', 'Red', 50],
    ]);
    expect(screen.getByText('Size M, Colour Red: Only 60 pcs of this one in stock')).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
  });

  it("puts every non-zero cell into the cart by its variant and shows the server's refusal", async () => {
    const user = userEvent.setup();
    let refuse = false;
    const api = renderProduct(polo(), {
      overrides: {
        'PUT /api/cart/items/p-1': () =>
          refuse
            ? errorResponse(409, 'OUT_OF_STOCK', 'Only 10 units of this variant in stock')
            : jsonResponse(emptyCart),
      },
    });
    await screen.findByRole('table', { name: GRID });
    await fill(user, [
      ['M', 'Red', 40],
      ['L', 'Red', 40],
      ['M', 'Navy', 20],
    ]);
    await user.clear(box('L', 'Navy'));
    await user.type(box('L', 'Navy'), '0');
    await user.click(addButton());
    expect(await screen.findByText(/100 pcs in 3 sizes and colours are in your cart\./)).toBeInTheDocument();
    const puts = api.spy.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([input, init]) => {
        const url = new URL(String(input), 'http://localhost');
        return `${url.pathname}${url.search} ${String(init?.body)}`;
      });
    expect(puts).toEqual([
      `/api/cart/items/p-1?variant=${id('M', 'Red')} {"quantity":40}`,
      `/api/cart/items/p-1?variant=${id('L', 'Red')} {"quantity":40}`,
      `/api/cart/items/p-1?variant=${id('M', 'Navy')} {"quantity":20}`,
    ]);

    refuse = true;
    await user.click(addButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 10 units of this variant in stock');
  });

  it('is a single row with one option, and a list on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderProduct(polo());
    // The server's page has the grid; the browser swaps in the list once it knows the screen is narrow.
    const list = within(await screen.findByRole('list', { name: GRID })).getAllByRole('listitem');
    expect(screen.queryByRole('table', { name: GRID })).not.toBeInTheDocument();
    expect(list.map((item) => item.firstChild?.textContent)).toContain('Size M, Colour Navy');
    expect(box('M', 'Navy')).toBeEnabled();
  });

  it('one option: a single row of sizes', async () => {
    const sizesOnly = polo({
      options: [{ name: 'Size', values: SIZES }],
      variants: SIZES.map((size) => ({ ...variants[1]!, _id: `v-${size}`, options: { Size: size } })),
    });
    renderProduct(sizesOnly);
    const grid = await screen.findByRole('table', { name: GRID });
    expect(within(grid).getAllByRole('row')).toHaveLength(2);
    expect(within(grid).getAllByRole('spinbutton')).toHaveLength(4);
    expect(screen.getByRole('spinbutton', { name: 'Size XL, quantity' })).toBeEnabled();
  });

  it('takes an assortment pack in packs: one number fills each cell with its share, counted in packs', async () => {
    const user = userEvent.setup();
    // Packs of 1 M : 2 L (Red), MOQ 10 packs, ৳230 from 20 packs.
    const pack = polo({
      variantRule: 'ratio_pack',
      minQuantity: 10,
      priceTiers: [{ minQuantity: 20, price: 230 }],
      variants: variants.map((v) => ({
        ...v,
        packUnits: v._id === id('M', 'Red') ? 1 : v._id === id('L', 'Red') ? 2 : null,
      })),
    });
    renderProduct(pack);
    await screen.findByRole('table', { name: GRID });
    expect(
      screen.getByText('Sold in assortment packs: each cell holds its share of the packs.'),
    ).toBeInTheDocument();
    const packs = screen.getByLabelText('Packs of 1 : 2 (3 pcs)');
    expect(screen.getByText('Min. order: 10 packs (30 pcs)')).toBeInTheDocument();
    // The cells show the shares; only the pack count is typed.
    expect(box('M', 'Red')).toHaveAttribute('readonly');
    expect(screen.getAllByText('2 a pack')).toHaveLength(1);
    await user.type(packs, '5');
    expect(screen.getByText('The minimum order is 10 packs')).toBeInTheDocument();
    await user.clear(packs);
    await user.type(packs, '20');
    expect(box('M', 'Red')).toHaveValue(20);
    expect(box('L', 'Red')).toHaveValue(40);
    expect(within(summary()).getByText('Packs').nextElementSibling).toHaveTextContent('20');
    expect(within(summary()).getByText('Pieces').nextElementSibling).toHaveTextContent('60');
    expect(within(summary()).getByText('Volume price').nextElementSibling).toHaveTextContent('from 20 packs');
    expect(within(summary()).getByText('Total').nextElementSibling).toHaveTextContent('৳13,800.00');
    // 35 packs need 70 L (Red); its 60 make 30 packs: the refusal counts packs, not pieces.
    await user.clear(packs);
    await user.type(packs, '35');
    expect(screen.getByText('Size L, Colour Red: Its stock makes only 30 packs')).toBeInTheDocument();
  });

  it('judges each variant on its own under the per-variant rule, naming the one below the minimum', async () => {
    const user = userEvent.setup();
    renderProduct(polo({ variantRule: 'per_variant', minQuantity: 20, priceTiers: [] }));
    await screen.findByRole('table', { name: GRID });
    await fill(user, [
      ['M', 'Red', 25],
      ['L', 'Red', 10],
    ]);
    expect(
      screen.getByText('Size L, Colour Red: The minimum order is 20 pcs of each size and colour'),
    ).toBeInTheDocument();
    await fill(user, [['L', 'Red', 20]]);
    expect(within(summary()).getByText('Pieces').nextElementSibling).toHaveTextContent('45');
    expect(within(summary()).getByText('Total').nextElementSibling).toHaveTextContent('৳11,250.00');
    expect(addButton()).toBeEnabled();
  });

  it('asks a signed-out visitor to sign in', async () => {
    renderProduct(polo(), { signedIn: false });
    await screen.findByRole('table', { name: GRID });
    expect(screen.getByRole('link', { name: 'Sign in to order sizes and colours.' })).toHaveAttribute(
      'href',
      expect.stringContaining('/login'),
    );
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });
});
