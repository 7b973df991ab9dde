import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, useTranslation } from './index';

function Label() {
  const { t } = useTranslation();
  // A key no catalog has until the test adds it, as a page text is before the pages' texts arrive.
  const untyped = t as unknown as (key: string) => string;
  return <p>{t('nav.home') === 'Home' ? untyped('test.late') : 'no shell'}</p>;
}

describe('useTranslation', () => {
  it('shows the shell texts at once and renders again when a missing text arrives', () => {
    render(<Label />);
    expect(screen.getByText('test.late')).toBeInTheDocument();
    act(() => i18n.addMessages({ test: { late: 'Arrived' } }));
    expect(screen.getByText('Arrived')).toBeInTheDocument();
  });

  it('interpolates and picks plural forms outside React too', () => {
    expect(i18n.t('nav.brandHome', { brand: 'BulkBazar' })).toBe('BulkBazar home');
    expect(i18n.t('reviews.stars', { count: 1 })).toBe('1 star');
    expect(i18n.t('reviews.stars', { count: 3 })).toBe('3 stars');
  });
});
