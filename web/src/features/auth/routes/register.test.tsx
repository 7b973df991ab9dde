import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { installFakeXhr } from '@/test/fake-xhr';
import { stubObjectUrlsPerTest } from '@/test/jsdom-stubs';
import { renderRoutes } from '@/test/render-routes';
import { Component as Register } from './register';

// The compression library needs a real canvas; in jsdom the photo goes through as it is.
vi.mock('browser-image-compression', () => ({ default: (file: File) => Promise.resolve(file) }));

stubObjectUrlsPerTest();

function renderRegister(entry = '/register') {
  return renderRoutes(
    () => [
      { path: '/register', Component: Register },
      { path: '/', element: <h1>Home page</h1> },
      { path: '/login', element: <h1>Login page</h1> },
      { path: '/product/:id/checkout', element: <h1>Checkout open</h1> },
    ],
    entry,
  );
}

async function fillIn({
  name = 'Rahim Uddin',
  email = 'rahim@shop.com.bd',
  password = 'long-enough-1',
} = {}) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Name'), name);
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('registration page', () => {
  it("answers a taken email with SEED.md's 'Oops...' dialog", async () => {
    mockAuthApi({
      overrides: {
        'POST /api/auth/sign-up/email': () =>
          errorResponse(409, 'CONFLICT', 'User already exists. Use another email.', { email: 'taken' }),
      },
    });
    const { router } = renderRegister();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('dialog', { name: 'Oops...' });
    expect(dialog).toHaveTextContent('Email already in use!');
    expect(within(dialog).getByRole('button', { name: 'Close this dialog' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('checks the password length with the shared schema before sending', async () => {
    const api = mockAuthApi();
    renderRegister();
    const user = await fillIn({ password: 'short' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST /api/auth/sign-up/email')).toEqual([]);
  });

  it('shows a field the server refused at that field', async () => {
    mockAuthApi({
      overrides: {
        'POST /api/auth/sign-up/email': () =>
          errorResponse(400, 'VALIDATION_FAILED', 'Bad input', { name: 'Name must not be only symbols' }),
      },
    });
    renderRegister();
    const user = await fillIn({ name: '***' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Name must not be only symbols')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('creates the account first, then uploads the photo with progress and sets it on the profile', async () => {
    const api = mockAuthApi();
    const xhr = installFakeXhr();
    const { router } = renderRegister();
    const user = await fillIn();
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo'), photo);
    expect(
      await screen.findByText('Photo ready: it is uploaded when you send the form.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', 'blob:preview');

    await user.click(screen.getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(xhr.requests).toHaveLength(1));
    // Signed up without a photo: the upload needs the session that sign-up starts.
    expect(api.sent('POST /api/auth/sign-up/email')).toEqual([
      { name: 'Rahim Uddin', email: 'rahim@shop.com.bd', password: 'long-enough-1' },
    ]);
    const upload = xhr.requests[0]!;
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/api/uploads');
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);

    upload.progress(40, 100);
    // The bar may show before the progress event reaches it: wait for the value, not just the bar.
    const bar = await screen.findByRole('progressbar', { name: 'Photo upload progress' });
    await vi.waitFor(() => expect(bar).toHaveAttribute('value', '40'));
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    upload.respond(200, { url: '/uploads/u/abc.webp', secure_url: '/uploads/u/abc.webp' });

    // The welcome stays on the register page until it is closed; only then does the visitor move on.
    const welcome = await screen.findByRole('dialog', { name: 'Success!' });
    expect(welcome).toHaveTextContent('Welcome, Rahim Uddin! Your account is ready.');
    expect(api.sent('PATCH /api/me')).toEqual([{ image: '/uploads/u/abc.webp' }]);
    expect(router.state.location.pathname).toBe('/register');
    await user.click(within(welcome).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("says 'Upload Failed!' when the photo is refused, with the account kept", async () => {
    const api = mockAuthApi();
    installFakeXhr((request) =>
      request.respond(415, { acknowledged: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Not an image' }),
    );
    renderRegister();
    const user = await fillIn();
    await user.upload(screen.getByLabelText('Photo'), new File(['x'], 'me.png', { type: 'image/png' }));
    await screen.findByText('Photo ready: it is uploaded when you send the form.');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('dialog', { name: 'Upload Failed!' });
    expect(dialog).toHaveTextContent('Not an image');
    expect(api.sent('PATCH /api/me')).toEqual([]);
    expect(api.session.user?.email).toBe('rahim@shop.com.bd');
  });

  it('refuses a file that is not an image before anything is sent', async () => {
    mockAuthApi();
    renderRegister();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      await screen.findByLabelText('Photo'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Choose a JPEG, PNG, WebP, AVIF or GIF image.')).toBeInTheDocument();
  });

  it('goes on to ?next once the account exists, and keeps it on the link back to login', async () => {
    mockAuthApi();
    const { router } = renderRegister('/register?next=%2Fproduct%2Fp-1%2Fcheckout');
    const user = await fillIn();
    expect(screen.getByRole('link', { name: 'Already have an account? Login' })).toHaveAttribute(
      'href',
      '/login?next=%2Fproduct%2Fp-1%2Fcheckout',
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Success!' })).getByRole('button', { name: 'OK' }),
    );
    expect(await screen.findByRole('heading', { name: 'Checkout open' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product/p-1/checkout');
  });

  it('goes home, not to another site, for next=//evil.com', async () => {
    mockAuthApi();
    const { router } = renderRegister('/register?next=%2F%2Fevil.com');
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Success!' })).getByRole('button', { name: 'OK' }),
    );
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
