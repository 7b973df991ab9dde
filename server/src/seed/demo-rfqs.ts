import { acceptQuoteInputSchema, quoteInputSchema, rfqInputSchema } from '@bulkbazar/contract';
import type { Viewer } from '../kernel/viewer.js';
import type { Listed } from './seed-products.js';
import type { SeedServices } from './seed-services.js';

const DAY = 86_400_000;
/** A Dhaka day `days` after `from`, as a date field sends it. */
const dayAfter = (from: Date, days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date(from.getTime() + days * DAY));

/**
 * Requests for quotation between the demo people, through the rfq services: Rahima asks Karim Traders for a
 * better price on a product (quote and a thread in Bengali), Tanvir asks every stationery seller for school
 * stationery (two quotes side by side), the first administrator has a quote above the COD advance's amount
 * waiting to be accepted, and Nusrat accepted a quote (its order is among her orders). Returns
 * the accepted order's line, for the demo views.
 */
export async function seedDemoRfqs(
  services: SeedServices,
  listed: Listed[],
  people: { sellers: Viewer[]; buyers: Viewer[]; admins?: Viewer[] },
  now: Date,
): Promise<{ productId: string; placedAt: Date }[]> {
  const { rfqs, quotes, messages } = services;
  const [rahima, tanvir, nusrat] = people.buyers;
  const sellerOf = (p: Listed) => people.sellers.find((s) => s.id === p.sellerId)!;
  const ask = async (buyer: Viewer, input: object) =>
    (await rfqs.create(buyer, rfqInputSchema.parse(input))).rfq._id;
  /** A negotiated unit price: `percent` below the listing's, to the poisha. */
  const off = (p: Listed, percent: number) => Math.round(p.price * (100 - percent)) / 100;
  const quote = (seller: Viewer, rfqId: string, input: object) =>
    quotes.submit(seller, rfqId, quoteInputSchema.parse({ validUntil: dayAfter(now, 7), ...input }));

  // On a product, in Bengali.
  const asked = listed[0]!;
  const karim = sellerOf(asked);
  const onProduct = await ask(rahima!, {
    productId: asked.id,
    quantity: 60,
    targetPrice: null,
    neededBy: dayAfter(now, 10),
    note: 'ঈদের আগে দোকানে লাগবে। ৬০ পিস নিলে দাম কত কমবে?',
  });
  await messages.post(rahima!, onProduct, { text: 'ঢাকার ভেতরে ডেলিভারি দিতে পারবেন?', sellerId: karim.id });
  await quote(karim, onProduct, {
    unitPrice: off(asked, 8),
    quantity: 60,
    note: '৬০ পিসে ৮% কম; ঢাকার ভেতরে ডেলিভারি ফ্রি।',
  });
  await messages.post(karim, onProduct, {
    text: 'জি, ঢাকার ভেতরে ৩ দিনের মধ্যে ডেলিভারি দেব। ৬০ পিসে বিশেষ দাম দিলাম।',
  });

  // In a category: two stationery sellers quote.
  const stationery = listed.slice(42, 49);
  const inCategory = await ask(tanvir!, {
    category: 'office-supplies-stationery',
    title: 'Stationery for a school: 200 sets',
    quantity: 200,
    targetPrice: Math.round(stationery[0]!.price * 0.85),
    note: 'Delivery to Agrabad, Chattogram. Invoice needed for the school accounts.',
  });
  for (const [i, product] of stationery.slice(0, 2).entries())
    await quote(sellerOf(product), inCategory, {
      productId: product.id,
      unitPrice: off(product, [5, 9][i]!),
      quantity: 20,
      note: i === 0 ? 'Can supply 20 now, the rest next week.' : 'Free delivery in Chattogram city.',
    });
  await messages.post(tanvir!, inCategory, {
    text: 'Can you deliver the rest before the new term starts?',
    sellerId: sellerOf(stationery[1]!).id,
  });

  // The administrator one signs in as asked too, and has a quote to accept: above the ৳50,000 from which cash
  // on delivery pays an advance, so accepting it shows the delivery by place and asks how the advance is paid.
  const [admin] = people.admins ?? [];
  if (admin) {
    const wanted = listed.find((p) => p.price >= 1000 && p.price <= 5000)!;
    const quantity = Math.ceil(60_000 / wanted.price);
    const forBranch = await ask(admin, {
      productId: wanted.id,
      quantity,
      neededBy: dayAfter(now, 14),
      note: 'For our new branch in Uttara: delivery inside Dhaka, invoice needed.',
    });
    await quote(sellerOf(wanted), forBranch, {
      unitPrice: off(wanted, 4),
      quantity,
      note: 'Price held for a week; delivered from our Dhaka warehouse.',
    });
  }

  // Accepted: Nusrat's order at the quoted price.
  const ordered = listed[7]!;
  const accepted = await ask(nusrat!, {
    productId: ordered.id,
    quantity: 12,
    note: 'For a hotel kitchen in Sylhet.',
  });
  const offer = await quote(sellerOf(ordered), accepted, {
    unitPrice: off(ordered, 6),
    quantity: 12,
    note: 'Hotel-grade, one year warranty.',
  });
  await messages.post(nusrat!, accepted, {
    text: 'Thank you, accepting now.',
    sellerId: sellerOf(ordered).id,
  });
  const placed = await quotes.accept(
    nusrat!,
    offer.quote._id,
    acceptQuoteInputSchema.parse({
      shippingAddress: 'Hotel Noorjahan Grand, Dargah Gate, Sylhet 3100',
      phoneNumber: '01611998877',
      paymentMethod: 'cod',
    }),
  );
  return [{ productId: placed.order.productId ?? ordered.id, placedAt: now }];
}
