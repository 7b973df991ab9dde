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
