// The payer's browser at the stand-ins' payer pages and the shop's gateway returns, played with fetch for the
// payments tests (payments-test-kit.ts). Redirects are read, never followed: each test sees where it is sent.

export type PayerDecision = 'approve' | 'fail' | 'cancel';

/** On bKash's payer page: a decision; answers the callback URL bKash sends the browser to (not followed). */
export async function decideBkash(redirectUrl: string, decision: PayerDecision) {
  const page = await fetch(redirectUrl);
  const html = await page.text();
  if (page.status !== 200 || !html.includes('Approve')) throw new Error(`no payer page: ${page.status}`);
  const res = await fetch(`${redirectUrl}/${decision}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  if (res.status !== 303) throw new Error(`payer decision answered ${res.status}`);
  return res.headers.get('location')!;
}

/** The browser arriving at the shop's bKash callback: answers where the shop sends it (My Orders). */
export const followBkash = async (callbackUrl: string) => {
  const res = await fetch(callbackUrl, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') };
};

/**
 * On SSLCommerz's payer page: a decision. The stand-in posts the IPN (and waits for the shop's answer)
 * before it sends the browser on; answers the return URL and the signed fields the browser re-posts there.
 */
export async function decideSsl(redirectUrl: string, decision: PayerDecision) {
  const page = await fetch(redirectUrl);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`no payer page: ${page.status}`);
  const form = [...html.matchAll(/<form method="post" action="([^"]+)">(.*?)<button/gs)].find((m) =>
    m[1]!.endsWith(`/${decision}`),
  );
  if (!form) throw new Error(`no ${decision} form on the payer page`);
  const unescape = (s: string) =>
    s.replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
    );
  const fields = Object.fromEntries(
    [...form[2]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [
      unescape(m[1]!),
      unescape(m[2]!),
    ]),
  );
  const res = await fetch(new URL(unescape(form[1]!), redirectUrl), {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams(fields),
  });
  if (res.status !== 307) throw new Error(`payer decision answered ${res.status}`);
  return { returnUrl: res.headers.get('location')!, fields };
}

/** The browser re-posting the gateway's fields to the shop's return URL (or the gateway's IPN). */
export const postForm = async (url: string, fields: Record<string, string>) => {
  const res = await fetch(url, { method: 'POST', redirect: 'manual', body: new URLSearchParams(fields) });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
};
