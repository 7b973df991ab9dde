import { createHash } from 'node:crypto';
import type { Viewer } from '../../kernel/viewer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions this process answers from memory (tests look at its size). */
    sessionCache: SessionCache;
  }
}

type Entry = { viewer: Viewer; until: number };

/**
 * Who a session token belongs to, for a few seconds, in this process: resolving a session through the auth
 * library costs a database round trip and milliseconds of CPU, on every request of a signed-in user (docs/
 * decisions/0025-orders-at-sale-speed.md). Keys are SHA-256 hashes of the credential as presented, so the cache holds
 * no usable token. An entry goes at once when its user is signed out, blocked, given another role or renamed
 * (`dropUser`, driven by a database trigger's NOTIFY in every process), and otherwise after `ttlMs` or at the
 * session's own expiry, whichever is first.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysOfUser = new Map<string, Set<string>>();
  /** Bumped by every drop: a lookup that started before a drop must not store what it read. */
  private generation = 0;
  /** Off while the change notifications cannot be heard (the listening connection is lost). */
  private listening = false;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  static key(credential: string): string {
    return createHash('sha256').update(credential).digest('base64url');
  }

  get enabled() {
    return this.ttlMs > 0 && this.listening;
  }

  /** The change notifications are heard (again): caching may start. */
  listen() {
    this.listening = true;
  }

  /** The change notifications may have been missed: forget everything and stop caching until `listen`. */
  lost() {
    this.listening = false;
    this.clear();
  }

  get(key: string): Viewer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.remove(key, entry.viewer.id);
      return undefined;
    }
    return entry.viewer;
  }

  /** The generation to hand back to `set`: taken before the lookup whose answer is to be kept. */
  mark(): number {
    return this.generation;
  }

  set(key: string, viewer: Viewer, sessionExpiresAt: Date, mark: number) {
    if (!this.enabled || mark !== this.generation) return;
    const until = Math.min(this.now() + this.ttlMs, sessionExpiresAt.getTime());
    if (until <= this.now()) return;
    // Full: drop the oldest entries (a Map iterates in insertion order); they are the first to expire anyway.
    while (this.entries.size >= this.maxEntries) {
      const [oldest, entry] = this.entries.entries().next().value as [string, Entry];
      this.remove(oldest, entry.viewer.id);
    }
    this.entries.set(key, { viewer, until });
    const keys = this.keysOfUser.get(viewer.id) ?? new Set<string>();
    keys.add(key);
    this.keysOfUser.set(viewer.id, keys);
  }

  dropUser(userId: string) {
    this.generation++;
    for (const key of this.keysOfUser.get(userId) ?? []) this.entries.delete(key);
    this.keysOfUser.delete(userId);
  }

  clear() {
    this.generation++;
    this.entries.clear();
    this.keysOfUser.clear();
  }

  get size() {
    return this.entries.size;
  }

  private remove(key: string, userId: string) {
    this.entries.delete(key);
    const keys = this.keysOfUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOfUser.delete(userId);
  }
}
