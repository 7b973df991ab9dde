import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../fixtures/accounts';
import { choosePlace } from '../fixtures/delivery';
import { adminSession, apiSession, approve, listProduct, uniqueWord } from '../fixtures/listings';

// Issue 17 in Chromium with the courier stand-ins (COURIERS_FAKE): the buyer picks Dhaka → Dhaka → Dhanmondi,
// sees the delivery charge, checks out cash on delivery; the seller books Steadfast; the stand-in's delivered
// callback marks the order delivered and paid; the buyer sees the tracking. Buy now shows the same charge.
const password = 'wholesale-2026';

async function signIn(page: Page, who: { email: string; password: string }, baseURL: string) {
  const res = await page.request.post('/api/auth/sign-in/email', { data: who, headers: { origin: baseURL } });
  expect(res.ok()).toBe(true);
}

test('Dhanmondi delivery: charge shown and paid, Steadfast booked, delivered by its callback, tracked by the buyer', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.slow(); // A seller, a buyer, an admin and a courier.
  const seller = { name: 'Karim Traders', email: uniqueEmail(testInfo, 'seller'), password };
  const sellerApi = await apiSession(playwright, baseURL!, seller, { register: true });
  // A seller in Dhaka (pickup in Tejgaon), 10 units of 0.4 kg: a 4 kg parcel, the lightest band.
  const pickup = {
    division: 'Dhaka',
    district: 'Dhaka',
    area: 'Tejgaon',
    addressLine: 'Plot 3, Tejgaon I/A',
  };
  expect((await sellerApi.patch('/api/me', { data: { pickup, freeDeliveryAbove: null } })).ok()).toBe(true);
  const productName = `Tiffin carrier ${uniqueWord('dlv')}`;
  const productId = await listProduct(sellerApi, {
    productName,
    price: 150,
    minQuantity: 10,
    maxQuantity: 100,
  });
  expect((await sellerApi.patch(`/api/update/${productId}`, { data: { weightKg: 0.4 } })).ok()).toBe(true);
  const admin = await adminSession(playwright, baseURL!);
  await approve(admin, productId);
  // The charge the admin's table sets for a parcel of up to 4 kg inside Dhaka city.
  const { bands } = (await (await admin.get('/api/admin/delivery-rates')).json()) as {
    bands: { upToKg: number | null; charges: { dhaka_city: number } }[];
  };
  const band = bands.find((b) => b.upToKg === null || b.upToKg >= 4)!;
  const charge = band.charges.dhaka_city;
  const taka = (n: number) => `৳${n.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

  const buyer = { name: 'Rahima Akter', email: uniqueEmail(testInfo, 'buyer'), password };
  await (await apiSession(playwright, baseURL!, buyer, { register: true })).dispose();
  await signIn(page, buyer, baseURL!);
  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  // Buy now prices the same delivery once the place is chosen, and the bKash note asks for goods + delivery.
  await page.getByRole('button', { name: 'Buy now' }).click();
  const buyNow = page.getByRole('dialog', { name: 'Checkout' });
  await expect(buyNow).toContainText('The delivery charge shows once you choose where it goes.');
  await choosePlace(buyNow, ['Dhaka', 'Dhaka', 'Dhanmondi']);
  await expect(buyNow).toContainText(`Delivery (Inside Dhaka city)${charge === 0 ? 'Free' : taka(charge)}`);
  await expect(buyNow).toContainText(`Total${taka(1500 + charge)}`);
  await buyNow.getByRole('radio', { name: 'bKash', exact: true }).check();
  await expect(buyNow.getByText(/merchant number/)).toContainText(`Send ${taka(1500 + charge)} to bKash`);
  await buyNow.getByRole('button', { name: 'Close' }).click();
  await expect(buyNow).toBeHidden();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('10 pcs added to your cart.')).toBeVisible();
  await page.goto('/cart');
  await expect(
    page.getByText(`Delivery: ${charge === 0 ? 'Free' : taka(charge)} inside Dhaka city`),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('The delivery charge shows once you choose where it goes.');
  await choosePlace(page, ['Dhaka', 'Dhaka', 'Dhanmondi']);
  await expect(summary).toContainText(`Delivery (Inside Dhaka city)${charge === 0 ? 'Free' : taka(charge)}`);
  await expect(summary).toContainText(`Total${taka(1500 + charge)}`);
  await page.getByLabel('Shipping Address').fill('House 12, Road 5');
  await page.getByLabel('Phone Number').fill('01712345678');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your order is placed' })).toBeVisible();
  const { orders } = (await (await page.request.get('/api/myorder')).json()) as {
    orders: { _id: string; totalPrice: number; deliveryCharge: number; deliverBy: string; shipTo: unknown }[];
  };
  const order = orders[0]!;
  expect(order).toMatchObject({
    totalPrice: 1500 + charge,
    deliveryCharge: charge,
    shipTo: { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi' },
  });
  expect(order.deliverBy).toMatch(/^\d{4}-\d\d-\d\d$/);

  // The seller accepts it and books Steadfast from Incoming orders.
  expect(
    (
      await sellerApi.post(`/api/orders/${order._id}/status`, {
        data: { status: 'processing', from: 'pending' },
      })
    ).ok(),
  ).toBe(true);
  await signIn(page, seller, baseURL!);
  await page.goto('/myproducts/orders');
  const card = page.getByRole('article', { name: productName });
  await card.getByLabel('Book with').selectOption('steadfast');
  await card.getByRole('button', { name: 'Book courier' }).click();
  await expect(card.getByText('Shipped', { exact: true })).toBeVisible();
  const booked = (await (await sellerApi.get(`/api/orders/${order._id}/tracking`)).json()) as {
    courier: string;
    trackingCode: string;
  };
  expect(booked.courier).toBe('steadfast');
  await expect(card).toContainText(booked.trackingCode);

  // Steadfast (its stand-in) reports the parcel delivered: the shop hears its callback. The stand-in's
  // control answers administrators only.
  const sent = await admin.post('/_fake/steadfast/api/v1/_control/status', {
    data: { tracking_code: booked.trackingCode, status: 'delivered' },
  });
  expect(((await sent.json()) as { status: number }).status).toBe(200);

  // The buyer sees it delivered and paid, with the courier, the code and the history.
  await signIn(page, buyer, baseURL!);
  await page.goto('/orders');
  const mine = page.getByRole('article').filter({ hasText: productName });
  await expect(mine.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(mine).toContainText('Cash on Delivery · Paid');
  await expect(mine).toContainText('Steadfast');
  await expect(mine).toContainText(booked.trackingCode);
  await mine.getByRole('button', { name: 'Track the parcel' }).click();
  const tracking = mine.getByRole('region', { name: 'Tracking' });
  await expect(tracking).toContainText('Booked with the courier');
  await expect(tracking).toContainText('Delivered');
  await expect(tracking).toContainText(`Cash collected by the courier: ${taka(1500 + charge)}`);

  await Promise.all([sellerApi.dispose(), admin.dispose()]);
});
