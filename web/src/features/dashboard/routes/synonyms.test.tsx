import type { SynonymGroup } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fetch-mock';
import { renderDashboard, type Sent } from '../testing';

const rice: SynonymGroup = {
  id: 7,
  words: ['rice', 'চাল', 'chal'],
  curated: true,
  updatedAt: '2026-11-28T06:00:00Z',
};

function synonymServer() {
  return (request: Sent) => {
    if (!request.url.pathname.startsWith('/api/admin/search/synonyms')) return undefined;
    if (request.method === 'GET') return jsonResponse({ groups: [rice], total: 1, page: 1, pageSize: 25 });
    const { words } = request.body as { words: string[] };
    if (words.length < 2)
      return jsonResponse(
        {
          code: 'VALIDATION_FAILED',
          message: 'Invalid words',
          fields: { words: 'A group needs at least two words' },
          acknowledged: false,
          requestId: 'r',
        },
        400,
      );
    return jsonResponse({ group: { ...rice, id: 8, words, curated: false } }, 201);
  };
}

describe('the search synonyms page', () => {
  it('lists the groups, searches them on the server, and shows the server’s word error under the box', async () => {
    const user = userEvent.setup();
    const { requests } = renderDashboard('/dashboard/synonyms', synonymServer());
    const list = await screen.findByRole('list', { name: 'Synonym groups' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('rice, চাল, chal');

    await user.type(screen.getByRole('searchbox', { name: 'Word' }), 'চাল');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(
        requests('GET', /^\/api\/admin\/search\/synonyms$/)
          .at(-1)!
          .url.searchParams.get('q'),
      ).toBe('চাল'),
    );

    const add = screen.getByRole('form', { name: 'Add a group' });
    await user.type(within(add).getByLabelText('Words'), 'tel');
    await user.click(within(add).getByRole('button', { name: 'Add a group' }));
    expect(await within(add).findByRole('alert')).toHaveTextContent('A group needs at least two words');

    await user.type(within(add).getByLabelText('Words'), ', তেল, oil');
    await user.click(within(add).getByRole('button', { name: 'Add a group' }));
    await waitFor(() =>
      expect(requests('POST', /^\/api\/admin\/search\/synonyms$/).at(-1)!.body).toEqual({
        words: ['tel', 'তেল', 'oil'],
      }),
    );
  });
});
