import {
  pushSettingsSchema,
  pushSubscriptionListSchema,
  vapidPublicKeySchema,
  type PushSettings,
} from '@bulkbazar/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

// Web push on this device (issue 32): the browser's PushManager and the shop's subscription routes, and the
// kinds of push the person gets, under their own keys.
const deviceKey = ['profile', 'push-device'] as const;
const settingsKey = ['profile', 'push-settings'] as const;

/** Whether this browser can take push at all (a service worker, the Push API, notifications). */
export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The shop's service worker, once it runs (it is registered after the first paint, src/lib/pwa). */
async function registration(): Promise<ServiceWorkerRegistration> {
  const found = await navigator.serviceWorker.getRegistration();
  if (found) return found;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no service worker')), 10_000)),
  ]);
}

const fromBase64url = (s: string) => {
  const bin = atob(
    s
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(s.length / 4) * 4, '='),
  );
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
};

/** This browser's push subscription, if it has one the shop still holds (the shop drops dead ones). */
async function deviceState(): Promise<{ on: boolean; permission: NotificationPermission }> {
  const permission = Notification.permission;
  const reg = await navigator.serviceWorker.getRegistration();
  const sub = await reg?.pushManager.getSubscription();
  if (!sub) return { on: false, permission };
  const { subscriptions } = await apiFetch('/api/me/push-subscriptions', {
    schema: pushSubscriptionListSchema,
  });
  return { on: subscriptions.some((s) => s.endpoint === sub.endpoint), permission };
}

export const usePushDevice = () =>
  useQuery(queryOptions({ queryKey: deviceKey, queryFn: deviceState, enabled: pushSupported() }));

/** Turns push on here: asks for permission (only now, on the click), subscribes, and tells the shop. */
async function turnOn(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(permission);
  const { publicKey } = await apiFetch('/api/push/vapid-public-key', { schema: vapidPublicKeySchema });
  const reg = await registration();
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: fromBase64url(publicKey),
    }));
  await apiFetch('/api/me/push-subscriptions', { method: 'POST', body: sub.toJSON() });
}

/** Turns push off here: the shop forgets this browser, and the browser its subscription. */
export async function turnOff(): Promise<void> {
  const reg = await navigator.serviceWorker.getRegistration();
  const sub = await reg?.pushManager.getSubscription();
  if (!sub) return;
  const { subscriptions } = await apiFetch('/api/me/push-subscriptions', {
    schema: pushSubscriptionListSchema,
  });
  const mine = subscriptions.find((s) => s.endpoint === sub.endpoint);
  if (mine) await apiFetch(`/api/me/push-subscriptions/${mine.id}`, { method: 'DELETE' });
  await sub.unsubscribe();
}

export function useSwitchPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? turnOn() : turnOff()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKey }),
  });
}

export const usePushSettings = () =>
  useQuery(
    queryOptions({
      queryKey: settingsKey,
      queryFn: ({ signal }) => apiFetch('/api/me/push-settings', { signal, schema: pushSettingsSchema }),
    }),
  );

export function useSavePushSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PushSettings) =>
      apiFetch<PushSettings>('/api/me/push-settings', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
