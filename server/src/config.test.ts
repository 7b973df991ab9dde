import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('config', () => {
  it('has the defaults of the README', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      brandName: 'BulkBazar',
      databaseUrl: undefined,
    });
    expect(c.dataDir).toMatch(/\/data$/);
  });

  it('fails naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      expect((e as Error).message).toContain('PORT');
      expect((e as Error).message).toContain('DATABASE_URL');
    }
  });

  it('offers no online payment without credentials or stand-ins, and the sandboxes once credentials are set', () => {
    const none = loadConfig({}).payments;
    expect(none).toMatchObject({ fake: false, holdMinutes: 15, bkash: undefined, sslcommerz: undefined });
    const real = loadConfig({
      BKASH_APP_KEY: 'k',
      BKASH_APP_SECRET: 's',
      BKASH_USERNAME: 'u',
      BKASH_PASSWORD: 'p',
      SSLCOMMERZ_STORE_ID: 'store',
      SSLCOMMERZ_STORE_PASSWORD: 'store@ssl',
    }).payments;
    expect(real.bkash?.baseUrl).toBe('https://tokenized.sandbox.bka.sh/v1.2.0-beta');
    expect(real.sslcommerz?.baseUrl).toBe('https://sandbox.sslcommerz.com');
  });

  it('points the clients at the stand-ins under PUBLIC_URL with PAYMENTS_FAKE, and never beside real credentials', () => {
    const fake = loadConfig({ PAYMENTS_FAKE: 'true', PUBLIC_URL: 'http://127.0.0.1:4000/' }).payments;
    expect(fake.bkash?.baseUrl).toBe('http://127.0.0.1:4000/_fake/bkash/v1.2.0-beta');
    expect(fake.sslcommerz?.baseUrl).toBe('http://127.0.0.1:4000/_fake/sslcommerz');
    expect(() =>
      loadConfig({ PAYMENTS_FAKE: 'true', SSLCOMMERZ_STORE_ID: 'x', SSLCOMMERZ_STORE_PASSWORD: 'y' }),
    ).toThrow(/PAYMENTS_FAKE: must not be true/);
    expect(() => loadConfig({ BKASH_APP_KEY: 'k' })).toThrow(/BKASH_APP_SECRET: must be set with/);
  });

  it('takes a read replica only beside DATABASE_URL', () => {
    const replica = 'postgres://postgres@127.0.0.1:5433/shop';
    expect(() => loadConfig({ DATABASE_REPLICA_URL: replica })).toThrow(
      /DATABASE_REPLICA_URL: needs DATABASE_URL/,
    );
    expect(
      loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/shop', DATABASE_REPLICA_URL: replica })
        .databaseReplica,
    ).toEqual({ url: replica, maxLagMs: 2000 });
    expect(loadConfig({}).databaseReplica).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it.each([
    [{ GOOGLE_CLIENT_ID: 'id' }, ['GOOGLE_CLIENT_SECRET', 'GOOGLE_CLIENT_ID']],
    [{ GOOGLE_CLIENT_SECRET: 'secret' }, ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']],
    [{ ADMIN_EMAIL: 'owner@shop.example.com' }, ['ADMIN_PASSWORD', 'ADMIN_EMAIL']],
    [{ ADMIN_PASSWORD: 'a long password' }, ['ADMIN_EMAIL', 'ADMIN_PASSWORD']],
    [{ S3_BUCKET: 'images' }, ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_BUCKET']],
    [{ S3_BUCKET: 'images', S3_ACCESS_KEY_ID: 'key' }, ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID']],
    [{ S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }, ['S3_BUCKET']],
  ])('refuses the half-set pair %o, naming both variables', (env, names) => {
    let message = '';
    try {
      loadConfig(env);
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      message = (e as Error).message;
    }
    for (const name of names) expect(message).toContain(name);
  });

  it('takes complete pairs', () => {
    const c = loadConfig({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      ADMIN_EMAIL: 'owner@shop.example.com',
      ADMIN_PASSWORD: 'a long password',
      S3_BUCKET: 'images',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(c.google?.clientId).toBe('id');
    expect(c.admin?.email).toBe('owner@shop.example.com');
    expect(c.s3).toMatchObject({ bucket: 'images', accessKeyId: 'key', secretAccessKey: 'secret' });
  });
});
