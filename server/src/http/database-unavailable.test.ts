import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { toErrorResponse } from './errors.js';

describe('database unreachable → 503', () => {
  it('knows a refused connection, a dropped one and PostgreSQL shutting down, also wrapped', async () => {
    // A real refused connection: nothing listens on port 1.
    const client = new pg.Client({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 2_000 });
    const refused = await client.connect().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    // drizzle wraps the driver's error as the cause of its own query error.
    expect(isDatabaseUnavailable(new Error('Failed query: insert ...', { cause: shutdown }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
  });

  it('leaves a real query error a 500', () => {
    const unique = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    });
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(toErrorResponse(unique as never).status).toBe(500);
    const down = toErrorResponse(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }) as never);
    expect(down.status).toBe(503);
    expect(down.body.code).toBe('SERVICE_UNAVAILABLE');
  });
});
