// What the service worker shows for a web push (issue 32), decided apart from sw.ts so tests can run it. The
// server sends { title, body, url, tag } sealed for this browser; the click opens `url`, a path on this shop
// only (a push cannot send the visitor elsewhere). The tag is the notification's: one sent again replaces
// the one shown.

export type ShownPush = { title: string; options: NotificationOptions & { data: { url: string } } };

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');

/** The path a click opens: the push's when it is a path on `origin`, else the notifications page. */
export function clickTarget(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//'))
    return `${origin}/notifications`;
  const target = new URL(url, origin);
  return target.origin === origin ? target.href : `${origin}/notifications`;
}

/** The notification for a push's JSON (or a plain text one), in the shop's name when it has no title. */
export function showPush(payload: string | null, origin: string, brand = 'BulkBazar'): ShownPush {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = payload ? JSON.parse(payload) : {};
    data = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    data = { body: payload ?? '' };
  }
  const tag = text(data.tag, 64);
  return {
    title: text(data.title, 120) || brand,
    options: {
      body: text(data.body, 300),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: /[\u0980-\u09FF]/.test(`${text(data.title, 120)}${text(data.body, 300)}`) ? 'bn' : 'en',
      ...(tag ? { tag } : {}),
      data: { url: clickTarget(data.url, origin) },
    },
  };
}
