import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

// Issue 28: the address browsers use (PUBLIC_URL) and where the shop listens (HOST) must agree, and the
// payment and courier stand-ins (whose payer pages and controls act on orders) stay on this machine unless
// the operator says otherwise.
const errorOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('PUBLIC_URL and HOST', () => {
  it('defaults PUBLIC_URL to the loopback address the shop listens on, so the browser and the shop agree', () => {
    expect(loadConfig({}).baseUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ PORT: '4000' }).baseUrl).toBe('http://127.0.0.1:4000');
    expect(loadConfig({ HOST: 'localhost' }).baseUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::1' }).baseUrl).toBe('http://[::1]:3000');
    expect(loadConfig({ HOST: '192.168.1.10' }).baseUrl).toBe('http://192.168.1.10:3000');
    expect(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'http://192.168.1.10:3000/' }).baseUrl).toBe(
      'http://192.168.1.10:3000',
    );
  });

  it.each(['0.0.0.0', '::', '[::]'])('refuses HOST=%s without PUBLIC_URL, naming both', (host) => {
    const message = errorOf({ HOST: host });
    expect(message).toMatch(/PUBLIC_URL: .*HOST/);
  });
});

describe('the stand-ins on a network address', () => {
  it.each([
    ['PAYMENTS_FAKE', '0.0.0.0'],
    ['COURIERS_FAKE', '0.0.0.0'],
    ['PAYMENTS_FAKE', '192.168.1.10'],
  ])('refuses %s on HOST=%s unless ALLOW_FAKES_ON_NETWORK=true, naming both settings', (fake, host) => {
    const env = { [fake]: 'true', HOST: host, PUBLIC_URL: 'http://192.168.1.10:3000' };
    const message = errorOf(env);
    expect(message).toMatch(new RegExp(`${fake}: .*HOST.*ALLOW_FAKES_ON_NETWORK=true`));
    const allowed = loadConfig({ ...env, ALLOW_FAKES_ON_NETWORK: 'true' });
    expect(allowed.payments.fake || allowed.couriers.fake).toBe(true);
  });

  it('serves the stand-ins on every loopback address without asking', () => {
    for (const HOST of ['127.0.0.1', '127.0.0.2', 'localhost', '::1']) {
      expect(loadConfig({ HOST, PAYMENTS_FAKE: 'true', COURIERS_FAKE: 'true' }).payments.fake).toBe(true);
    }
  });
});
