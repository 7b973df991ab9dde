import { describe, expect, it } from 'vitest';
import { createPathaoClient } from './pathao-client.js';

// Issue 28, item 22: the tracking list showed Pathao's event keys (`order.in-transit`) as the courier's message.
const client = createPathaoClient({
  baseUrl: 'http://pathao.invalid',
  clientId: 'id',
  clientSecret: 'secret',
  username: 'u',
  password: 'p',
  storeId: '1',
  webhookSecret: 'hook',
});
const callback = (body: object) =>
  client.callback({ headers: { 'x-pathao-signature': 'hook' }, query: {}, body });

describe("Pathao's status callback", () => {
  it('keeps the courier’s reason as the message, never the event key (the status says that)', () => {
    expect(callback({ consignment_id: 'DL1', event: 'order.in-transit' })).toEqual({
      kind: 'update',
      update: { consignmentId: 'DL1', status: 'in_transit', message: null, codCollectedPoisha: null },
    });
    expect(
      callback({ consignment_id: 'DL1', event: 'order.on-hold', reason: 'Customer not reachable' }),
    ).toMatchObject({
      update: { status: 'on_hold', message: 'Customer not reachable' },
    });
  });
});
