import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { Component as Profile } from './profile';

// Issue 32: the profile's switch turns web push on for this device — the browser asks for permission only on
// that click — and off again; the kinds of push are saved like the SMS ones. The browser's Push API is a
// stand-in here (jsdom has none); the server's side is proven in server/…/push-delivery.test.ts.
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const KEY = `B${'A'.repeat(86)}`;

function fakeBrowser(permission: NotificationPermission = 'default') {
  let subscription: { endpoint: string; toJSON: () => object; unsubscribe: () => Promise<boolean> } | null =
    null;
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const subscribe = vi.fn(async () => {
    subscription = {
      endpoint: ENDPOINT,
      toJSON: () => ({
        endpoint: ENDPOINT,
        expirationTime: null,
        keys: { p256dh: KEY, auth: 'A'.repeat(22) },
      }),
      unsubscribe,
    };
    return subscription;
  });
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { requestPermission, subscribe, unsubscribe };
}

function renderProfile() {
  const account = makeUser({ name: 'Push Trader' });
  const subscriptions: { id: string; endpoint: string; createdAt: string }[] = [];
  let pushOff: string[] = [];
  const api = mockAuthApi({
    user: account,
    overrides: {
      'GET /api/push/vapid-public-key': () => jsonResponse({ publicKey: KEY }),
      'GET /api/me/push-subscriptions': () => jsonResponse({ subscriptions }),
      'POST /api/me/push-subscriptions': (body) => {
        const row = { id: 'sub-1', endpoint: String(body?.endpoint), createdAt: new Date().toISOString() };
        subscriptions.push(row);
        return jsonResponse(row, 201);
      },
      'DELETE /api/me/push-subscriptions/sub-1': () => {
        subscriptions.splice(0);
        return new Response(null, { status: 204 });
      },
      'GET /api/me/push-settings': () => jsonResponse({ pushOff }),
      'PUT /api/me/push-settings': (body) => {
        pushOff = body?.pushOff as string[];
        return jsonResponse({ pushOff });
      },
    },
  });
  renderRoutes(() => [{ path: '/user/profile', Component: Profile }], '/user/profile');
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('profile: push notifications', () => {
  it('asks for permission only on the click, subscribes, and turns push off again', async () => {
    const user = userEvent.setup();
    const browser = fakeBrowser();
    const api = renderProfile();
    const section = await screen.findByRole('region', { name: 'Push notifications' });
    const toggle = await within(section).findByRole('switch', { name: 'Push notifications on this device' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(api.sent('POST /api/me/push-subscriptions')).toEqual([
      { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: KEY, auth: 'A'.repeat(22) } },
    ]);

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(api.sent('DELETE /api/me/push-subscriptions/sub-1')).toHaveLength(1);
  });

  it('says so when the browser blocks notifications, and subscribes nothing', async () => {
    const browser = fakeBrowser('denied');
    renderProfile();
    const section = await screen.findByRole('region', { name: 'Push notifications' });
    expect(await within(section).findByRole('switch')).toBeDisabled();
    expect(within(section).getByRole('alert')).toHaveTextContent(/blocks notifications/);
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it('saves which kinds of push stay off', async () => {
    const user = userEvent.setup();
    fakeBrowser();
    const api = renderProfile();
    const form = await screen.findByRole('form', { name: 'Push we send you' });
    await user.click(await within(form).findByRole('checkbox', { name: 'Order delivered' }));
    await user.click(within(form).getByRole('button', { name: 'Save push choices' }));
    expect(await within(form).findByText('Push choices saved.')).toBeInTheDocument();
    expect(api.sent('PUT /api/me/push-settings')).toEqual([{ pushOff: ['order_delivered'] }]);
  });
});
