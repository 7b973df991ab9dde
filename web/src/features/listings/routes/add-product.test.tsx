import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { installFakeXhr, type FakeXhr } from '@/test/fake-xhr';
import { jsonResponse } from '@/test/fetch-mock';
import { stubObjectUrlsPerTest } from '@/test/jsdom-stubs';
import { renderApp } from '@/test/render-app';

// The compression library needs a real canvas; in jsdom the image goes through as it is.
vi.mock('browser-image-compression', () => ({ default: (file: File) => Promise.resolve(file) }));

stubObjectUrlsPerTest();

const seller = makeUser({ name: 'Karim Traders', email: 'karim@traders.com.bd' });
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const uploaded = (n: number) => `/uploads/u/00000000-0000-4000-8000-00000000000${n}.webp`;

async function openForm() {
  const user = userEvent.setup();
  renderApp('/addproduct');
  expect(await screen.findByRole('heading', { level: 1, name: 'Add New Product' })).toBeInTheDocument();
  return user;
}

/** Answers every upload at once, each with the next uploaded URL. */
function autoUploads(): typeof FakeXhr {
  let n = 0;
  return installFakeXhr((xhr) => {
    n += 1;
    xhr.respond(200, { url: uploaded(n), secure_url: uploaded(n) });
  });
}

async function fillText(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
  }
}

describe('add product page', () => {
  it('checks the form with the shared schema: MOQ above stock and a price with 3 decimals are refused', async () => {
    const api = mockAuthApi({ user: seller });
    const user = await openForm();
    await waitFor(() => expect(document.title).toBe('Add product | BulkBazar'));

    await fillText(user, {
      'Product Name': 'Steel lunch box',
      'Main Quantity': '100',
      'Minimum Selling Quantity': '500',
      'Price per Unit': '1.999',
    });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    const moq = screen.getByLabelText('Minimum Selling Quantity');
    expect(moq).toHaveAttribute('aria-invalid', 'true');
    expect(moq).toHaveAccessibleDescription(
      expect.stringContaining('Minimum order quantity cannot be more than the stock'),
    );
    expect(screen.getByLabelText('Price per Unit')).toHaveAccessibleDescription(
      expect.stringContaining('Price can have at most 2 decimals'),
    );
    expect(screen.getByText('Main product image is required')).toBeInTheDocument();
    expect(screen.getByText('Brand is required')).toBeInTheDocument();
    expect(screen.getByText('Choose one of the categories')).toBeInTheDocument();
    expect(screen.getByLabelText('Product Name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST /api/addproduct')).toEqual([]);
  });

  it('uploads each image at once with its own progress, and keeps the form unsent until they are up', async () => {
    mockAuthApi({ user: seller });
    const xhr = installFakeXhr();
    const user = await openForm();
    const submit = screen.getByRole('button', { name: 'Add Product' });

    await user.upload(screen.getByLabelText('Main Product Image'), png('front.png'));
    await vi.waitFor(() => expect(xhr.requests).toHaveLength(1));
    const upload = xhr.requests[0]!;
    expect([upload.method, upload.url]).toEqual(['POST', '/api/uploads']);
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);

    upload.progress(30, 100);
    // The bar shows as soon as the upload starts; the progress event reaches it on a later render.
    const bar = await screen.findByRole('progressbar', { name: 'Main image upload progress' });
    await vi.waitFor(() => expect(bar).toHaveAttribute('value', '30'));
    expect(screen.getByText('Uploading...')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    // A second image goes up beside the first, with a bar of its own.
    await user.upload(screen.getByLabelText('Add an extra image'), png('side.png'));
    await vi.waitFor(() => expect(xhr.requests).toHaveLength(2));
    xhr.requests[1]!.progress(80, 100);
    const extraBar = await screen.findByRole('progressbar', { name: 'Extra image 1 upload progress' });
    await vi.waitFor(() => expect(extraBar).toHaveAttribute('value', '80'));

    upload.respond(200, { url: uploaded(1), secure_url: uploaded(1) });
    expect(await screen.findByRole('img', { name: 'Main image' })).toBeInTheDocument();
    expect(submit).toBeDisabled();
    xhr.requests[1]!.respond(200, { url: uploaded(2), secure_url: uploaded(2) });
    await vi.waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getAllByText('Uploaded')).toHaveLength(2);
  });

  it('sends every field, says "Product added successfully." and starts again with an empty form', async () => {
    const api = mockAuthApi({
      user: seller,
      overrides: {
        'POST /api/addproduct': () =>
          jsonResponse({ acknowledged: true, message: 'Product added successfully.', insertedId: 'p-9' }),
      },
    });
    autoUploads();
    const user = await openForm();

    await fillText(user, {
      'Product Name': 'Steel lunch box',
      'Main Quantity': '1200',
      'Minimum Selling Quantity': '50',
      'Brand Name': 'Kiam',
      'Short Description': 'Three compartments, food grade.',
      'Product Details': 'Cartons of 24.',
      'Price per Unit': '1250.50',
      // Issue 30 item 7: told when the stock falls to 100.
      'Low-stock alert': '100',
    });
    await user.selectOptions(
      screen.getByLabelText('Category'),
      screen.getByRole('option', { name: 'Home & Kitchen Appliances' }),
    );
    await user.upload(screen.getByLabelText('Main Product Image'), png('front.png'));
    await user.upload(screen.getByLabelText('Add an extra image'), png('side.png'));
    await user.upload(screen.getByLabelText('Add an extra image'), png('back.png'));
    await vi.waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(3));
    // Removable one by one.
    await user.click(screen.getByRole('button', { name: 'Remove Extra image 1' }));
    // No rating to pick: a product's rating comes from its buyers' reviews.
    expect(screen.queryByRole('radio', { name: '5 stars' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByRole('dialog', { name: 'Success!' })).toHaveTextContent(
      'Product added successfully.',
    );
    expect(api.sent('POST /api/addproduct')).toEqual([
      {
        productName: 'Steel lunch box',
        image: uploaded(1),
        extraimages: [uploaded(3)],
        brand: 'Kiam',
        category: 'home-kitchen-appliances',
        description: 'Three compartments, food grade.',
        content: 'Cartons of 24.',
        price: 1250.5,
        maxQuantity: 1200,
        minQuantity: 50,
        orderIncrement: 1,
        maxOrderQuantity: null,
        weightKg: 1,
        priceTiers: [],
        lowStockThreshold: 100,
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText('Product Name')).toHaveValue('');
    expect(screen.getByLabelText('Price per Unit')).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Main image' })).not.toBeInTheDocument();
  });

  it("shows the server's field messages at their fields", async () => {
    mockAuthApi({
      user: seller,
      overrides: {
        'POST /api/addproduct': () =>
          errorResponse(400, 'VALIDATION_FAILED', 'Upload the image here', {
            image: 'Upload the image here; links to other sites are not accepted',
          }),
      },
    });
    autoUploads();
    const user = await openForm();
    await fillText(user, {
      'Product Name': 'Fan',
      'Main Quantity': '10',
      'Minimum Selling Quantity': '1',
      'Brand Name': 'Walton',
      'Short Description': 'Ceiling fan.',
      'Price per Unit': '2500',
    });
    await user.selectOptions(
      screen.getByLabelText('Category'),
      screen.getByRole('option', { name: 'Electronics & Gadgets' }),
    );
    await user.upload(screen.getByLabelText('Main Product Image'), png('fan.png'));
    await screen.findByText('Uploaded');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    const image = screen.getByLabelText('Main Product Image');
    await vi.waitFor(() => expect(image).toHaveAttribute('aria-invalid', 'true'));
    expect(image).toHaveAccessibleDescription(
      expect.stringContaining('Upload the image here; links to other sites are not accepted'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Add New Product' })).getByLabelText('Product Name'),
    ).toHaveValue('Fan');
  });
});
