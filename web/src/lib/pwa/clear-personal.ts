import { forgetQueuedCart } from '../cart/offline-cart';

// Signing out (decision 0032): nothing the account saw may stay for the next person on the phone. The worker
// keeps no personal answer by design (web/sw/sw-routes.ts), and still drops every cache that is not the public
// catalog's (an older worker's, say); the cart additions kept offline for the account go too.

function askWorker(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, 1_000);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: 'CLEAR_PERSONAL' }, [channel.port2]);
  });
}

/**
 * This browser's web push (issue 32) is the account's: its subscription ends, so the next person on the phone
 * is not shown the last one's order news (the push service then answers 410 and the shop forgets it).
 */
async function endPush(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const subscription = await registration?.pushManager?.getSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}

export async function clearPersonalData(): Promise<void> {
  forgetQueuedCart();
  await endPush();
  const worker = navigator.serviceWorker?.controller;
  if (worker) await askWorker(worker);
}
