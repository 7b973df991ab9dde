import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render-routes';
import { Component as NotFound } from './not-found';

describe('404 page', () => {
  it('says the page does not exist and links home', async () => {
    renderRoutes(() => [{ path: '*', Component: NotFound }], '/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sorry, the page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found | BulkBazar'));
  });
});
