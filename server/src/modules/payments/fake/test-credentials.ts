import type { BkashFakeCredentials } from './bkash-fake.js';
import type { SslcommerzFakeStore } from './sslcommerz-fake.js';

// For the database-free tests only (the stand-ins and the gateway clients on a bare Fastify): fixed merchant
// credentials both sides are given. The shop never runs with these: with PAYMENTS_FAKE its stand-ins and
// clients take the credentials made for its database (stand-in-secrets.ts).

export const TEST_BKASH_CREDENTIALS: BkashFakeCredentials = {
  appKey: 'test-app-key',
  appSecret: 'test-app-secret',
  username: 'test-merchant',
  password: 'test-password',
};

export const TEST_SSLCOMMERZ_STORE: SslcommerzFakeStore = {
  storeId: 'bulkbazartest',
  storePassword: 'bulkbazartest@ssl',
};
