import type { PickupAddress } from '@bulkbazar/contract';
import type { Viewer } from '../kernel/viewer.js';
import type { SeedRepo } from './seed.repo.js';
import type { SeedServices } from './seed-services.js';

const HOUR = 3_600_000;

/** The demo charge table: ৳60/100/130 up to 5 kg, ৳150/200/250 up to 20 kg, ৳400/500/700 above. */
export const DEMO_RATE_BANDS = [
  { upToGrams: 5_000, city: 60, suburbs: 100, elsewhere: 130 },
  { upToGrams: 20_000, city: 150, suburbs: 200, elsewhere: 250 },
  { upToGrams: null, city: 400, suburbs: 500, elsewhere: 700 },
];

/** Each demo seller's pickup (SEED_SELLERS order) and, for one, free delivery from ৳50,000. */
const PICKUPS: [PickupAddress, number | null][] = [
  [
    {
      division: 'Dhaka',
      district: 'Dhaka',
      area: 'Tejgaon Industrial Area',
      addressLine: 'Plot 12, Tejgaon I/A',
    },
    null,
  ],
  [{ division: 'Dhaka', district: 'Dhaka', area: 'Bangshal', addressLine: 'Shop 40, Nawabpur Road' }, 50_000],
  [
    {
      division: 'Chattogram',
      district: 'Chattogram',
      area: 'Double Mooring',
      addressLine: 'Agrabad C/A, Road 3',
    },
    null,
  ],
  [
    { division: 'Sylhet', district: 'Sylhet', area: 'Sylhet Sadar', addressLine: 'Zindabazar, Level 2' },
    null,
  ],
];

/** The table and the sellers' delivery settings, before the demo orders (which are charged by them). */
export async function setUpDemoDelivery(services: SeedServices, repo: SeedRepo, sellers: Viewer[]) {
  await repo.insertRateBands(
    DEMO_RATE_BANDS.map((b, position) => ({
      position,
      upToGrams: b.upToGrams,
      dhakaCityPoisha: b.city * 100,
      dhakaSuburbsPoisha: b.suburbs * 100,
      elsewherePoisha: b.elsewhere * 100,
    })),
  );
  for (const [i, [pickup, freeDeliveryAbove]] of PICKUPS.entries())
    if (sellers[i]) await services.users.updateMe(sellers[i]!, { pickup, freeDeliveryAbove });
}

const COURIERS = ['steadfast', 'pathao', 'redx'] as const;

/**
 * After the demo orders: promises dated from their (backdated) placement, and the shipped and delivered
 * orders in a courier's hands, with the tracking history the buyer sees on My Orders.
 */
export async function shipDemoOrders(repo: SeedRepo, now: Date) {
  await repo.redatePromises();
  const moving = await repo.ordersIn(['shipped', 'delivered']);
  for (const [i, order] of moving.entries()) {
    const courier = COURIERS[i % COURIERS.length]!;
    const code = `${courier.slice(0, 2).toUpperCase()}${order.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    const at = (hours: number) => new Date(Math.min(now.getTime(), order.createdAt.getTime() + hours * HOUR));
    const events = [
      { status: 'booked', message: 'Parcel booked', at: at(3) },
      {
        status: 'in_transit',
        message: 'Picked up from the seller; on its way to the delivery hub',
        at: at(9),
      },
      ...(order.orderStatus === 'delivered'
        ? [{ status: 'delivered', message: 'Delivered to the customer', at: at(30) }]
        : []),
    ];
    await repo.bookDemoShipment(order.id, courier, code, events);
  }
  return moving.length;
}
