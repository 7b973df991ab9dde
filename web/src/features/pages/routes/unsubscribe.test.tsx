import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { Component as Unsubscribe } from './unsubscribe';

function server() {
  const sent: unknown[] = [];
  mockFetch((url, init) => {
    if (url.pathname === '/api/newsletter/unsubscribe' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { token: string };
      sent.push(body);
      return body.token === 'good.token'
        ? jsonResponse({
            acknowledged: true,
            message: 'rahima@example.com is unsubscribed from the newsletter.',
            email: 'rahima@example.com',
          })
        : jsonResponse(
            {
              acknowledged: false,
              code: 'VALIDATION_FAILED',
              message: 'This unsubscribe link is not valid',
              fields: { token: 'This unsubscribe link is not valid: copy the whole link from the email' },
            },
            400,
          );
    }
    return jsonResponse({ acknowledged: false, code: 'UNAUTHORIZED', message: 'Sign in first' }, 401);
  });
  return sent;
}

const open = (search: string) =>
  renderRoutes(() => [{ path: '/unsubscribe', Component: Unsubscribe }], `/unsubscribe${search}`);

describe('unsubscribe page', () => {
  it('unsubscribes only once the visitor confirms, and says which address left', async () => {
    const user = userEvent.setup();
    const sent = server();
    open('?token=good.token');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Leave the newsletter' }),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('rahima@example.com is unsubscribed from the newsletter.')).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'good.token' }]);
    // The title is set in an effect, after the page's first paint: wait for it.
    await waitFor(() => expect(document.title).toBe('Unsubscribe | BulkBazar'));
  });

  it("shows the server's refusal of a bad link", async () => {
    const user = userEvent.setup();
    server();
    open('?token=forged');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid: copy the whole link from the email',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Leave the newsletter' })).toBeInTheDocument();
  });

  it('says so when the link has no token, and offers no button', async () => {
    server();
    open('');
    expect(await screen.findByText(/This link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/');
  });
});
