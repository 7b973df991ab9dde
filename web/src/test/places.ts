import type { BdLocations } from '@bulkbazar/contract';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** A few places of the server's lists (GET /api/bd-locations), enough for the pickers' tests. */
export const TEST_PLACES: BdLocations = {
  source: 'test',
  divisions: [
    {
      name: 'Chattogram',
      bn: 'চট্টগ্রাম',
      districts: [
        {
          name: 'Chattogram',
          bn: 'চট্টগ্রাম',
          areas: [{ name: 'Double Mooring', bn: 'ডবলমুরিং', kind: 'thana', zone: 'elsewhere' }],
        },
      ],
    },
    {
      name: 'Dhaka',
      bn: 'ঢাকা',
      districts: [
        {
          name: 'Dhaka',
          bn: 'ঢাকা',
          areas: [
            { name: 'Dhanmondi', bn: 'ধানমন্ডি', kind: 'thana', zone: 'dhaka_city' },
            { name: 'Savar', bn: 'সাভার', kind: 'upazila', zone: 'dhaka_suburbs' },
          ],
        },
        {
          name: 'Gazipur',
          bn: 'গাজীপুর',
          areas: [{ name: 'Tongi', bn: 'টঙ্গী', kind: 'upazila', zone: 'dhaka_suburbs' }],
        },
      ],
    },
  ],
};

/** Picks division → district → upazila/thana as a person would (within `scope`, the page by default). */
export async function choosePlace(
  user: ReturnType<typeof userEvent.setup>,
  [division, district, area]: [string, string, string],
  scope: HTMLElement = document.body,
) {
  const inside = within(scope);
  await user.selectOptions(await inside.findByLabelText('Division'), division);
  await user.selectOptions(inside.getByLabelText('District'), district);
  await user.selectOptions(inside.getByLabelText('Upazila / thana'), area);
  return screen;
}
