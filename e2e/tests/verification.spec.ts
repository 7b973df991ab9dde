import { expect, test } from '@playwright/test';
import { pngImage } from '../fixtures/accounts';
import {
  adminApi,
  approveViaApi,
  createListing,
  openSection,
  signInAsAdmin,
  signUp,
  uniqueToken,
} from '../fixtures/dashboard';

// Verified businesses (issue 31 item 5): a seller sends their trade licence (a PDF) and NID (a photo) from
// /verification; an administrator opens the application in Dashboard → Verifications, sees the documents through
// the private route, and approves; the "Verified business" badge then shows on the seller's page, their product
// page and their card in the catalog.

test.describe.configure({ timeout: 120_000 });

/** The id of the extension that is Chromium's PDF viewer: a PDF it draws has the viewer's page as a child frame. */
const CHROMIUM_PDF_VIEWER = 'mhjfbmdgcfjbbpaeojofohoefgiehjai';

/** A small well-formed PDF (header, one page, cross-reference table, end marker). */
function tinyPdf(): Buffer {
  const text = 'BT /F1 12 Tf 20 70 Td (Trade licence) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('a seller applies, an administrator approves, and the badge shows', async ({
  page,
  browser,
}, testInfo) => {
  const token = uniqueToken(testInfo);
  const name = `Verified Seller ${token}`;
  const seller = await signUp(testInfo, 'seller', name);
  const listing = await createListing(seller, `Jute bags ${token}`);
  const admin = await adminApi(testInfo);
  await approveViaApi(admin, listing._id);
  await admin.dispose();

  // The seller, signed in, sends the two documents.
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(seller.account.email);
  await page.getByLabel('Password', { exact: true }).fill(seller.account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeHidden();
  await page.goto('/verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Verified business' })).toBeVisible();
  await page.getByLabel('Trade licence').setInputFiles({
    name: 'licence.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(),
  });
  await page
    .getByLabel('Owner’s NID')
    .setInputFiles({ name: 'nid.png', mimeType: 'image/png', buffer: pngImage(64) });
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Sent. An operator will review it.');
  await expect(page.getByText('Waiting for review')).toBeVisible();

  // An administrator reviews it in the dashboard, the NID shown through the private route.
  const staff = await browser.newPage();
  await staff.goto('/login');
  await signInAsAdmin(staff);
  await staff.goto('/dashboard');
  await openSection(staff, 'Verifications');
  await expect(staff.getByRole('heading', { level: 1, name: 'Business verifications' })).toBeVisible();
  const application = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name }) });
  const nid = application.getByRole('img', { name: `Open the NID (${name})` });
  await expect(nid).toBeVisible();
  await expect.poll(() => nid.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The trade licence, a PDF, is drawn in its frame by Chromium's PDF viewer: the document route lets our own
  // page frame it (the API's other answers refuse every frame), and the frame is not sandboxed, which the viewer
  // refuses. Blocked, the frame would hold Chromium's error page and no viewer.
  const licence = application.locator(`iframe[title="Open the trade licence (${name})"]`);
  await expect(licence).toBeVisible();
  const frame = await (await licence.elementHandle())!.contentFrame();
  expect(frame?.url()).toMatch(/\/api\/verification\/documents\/[0-9a-f-]+$/);
  await expect
    .poll(() =>
      frame!.childFrames().some((f) => f.url().startsWith(`chrome-extension://${CHROMIUM_PDF_VIEWER}/`)),
    )
    .toBe(true);
  await application.getByRole('button', { name: `Approve: ${name}` }).click();
  await expect(staff.getByText('Approved: the badge now shows')).toBeVisible();
  await staff.close();

  // The badge, where buyers look: the seller's page, the product page, the catalog card.
  await page.goto('/verification');
  await expect(page.getByText('Your business is verified.')).toBeVisible();
  await page.goto(`/product/${listing._id}`);
  await expect(page.getByText('Verified business').first()).toBeVisible();
  await page.goto(`/products?q=${encodeURIComponent(token)}`);
  const card = page.getByRole('article').filter({ hasText: listing.productName });
  await expect(card.getByText('Verified business')).toBeVisible();
  await seller.api.dispose();
});
