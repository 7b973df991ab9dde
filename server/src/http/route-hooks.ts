import type {
  onRequestAsyncHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
  RouteOptions,
} from 'fastify';

type Hooks = {
  onRequest: onRequestAsyncHookHandler;
  preValidation: preValidationAsyncHookHandler;
  preHandler: preHandlerAsyncHookHandler;
  onSend: onSendAsyncHookHandler;
};

/**
 * Adds a hook to one route (from an `onRoute` hook) after the route's own hooks of that kind. Checks that
 * only some routes need (CSRF on writes, sign-in on non-public routes) then cost nothing on the others —
 * the public catalog is the hottest path of the shop.
 */
export function appendRouteHook<K extends keyof Hooks>(route: RouteOptions, kind: K, hook: Hooks[K]): void {
  const existing = route[kind];
  route[kind] = [...(existing === undefined ? [] : [existing].flat()), hook] as RouteOptions[K];
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when the route answers a method that changes state (and may carry a body). */
export const isWriteRoute = (route: RouteOptions): boolean =>
  [route.method].flat().some((m) => UNSAFE.has(m));
