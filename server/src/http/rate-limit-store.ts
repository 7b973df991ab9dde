import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';

// The rate limits' counters live in Redis so several processes share them. When Redis cannot be reached the
// limits keep working, counted in this process alone (decision 0028): failing open would lift every limit
// (sign-in guessing, write floods) for as long as Redis is gone; failing closed would take the shop down with
// a cache. Each call tries Redis first, so sharing resumes by itself once Redis answers again.

type Counted = { current: number; ttl: number };
type Incr = (
  key: string,
  done: (err: Error | null, result: Counted | null) => void,
  timeWindow: number,
  max: number,
) => void;
type Store = { incr: Incr; child: (routeOptions: RouteOptions) => Store };
type RouteOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean };
type StoreClass = new (...args: unknown[]) => Store;

// @fastify/rate-limit's own stores (CommonJS files of the package, without type declarations).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreClass;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreClass;

/** A store class for @fastify/rate-limit's `store` option: Redis, or this process's own counts while Redis fails. */
export function redisWithLocalFallback(redis: Redis, nameSpace: string, onFallback: (err: Error) => void) {
  return class RedisWithLocalFallback {
    private readonly remote: Store;
    private readonly local: Store;
    constructor(params: RouteOptions, remote?: Store, local?: Store) {
      this.remote =
        remote ?? new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace);
      this.local = local ?? new LocalStore(params.continueExceeding, params.exponentialBackoff);
    }
    incr: Incr = (key, done, timeWindow, max) => {
      this.remote.incr(
        key,
        (err, result) => {
          if (!err) return done(null, result);
          onFallback(err);
          this.local.incr(key, done, timeWindow, max);
        },
        timeWindow,
        max,
      );
    };
    child(routeOptions: RouteOptions) {
      return new RedisWithLocalFallback(
        routeOptions,
        this.remote.child(routeOptions),
        this.local.child(routeOptions),
      );
    }
  };
}
