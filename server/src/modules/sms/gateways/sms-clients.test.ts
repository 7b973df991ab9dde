import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBulkSmsBdGateway } from './bulksmsbd.js';
import { createSslWirelessGateway, csmsId } from './sslwireless.js';

// A local server in each gateway's shape: what the clients send, and how they read its answers.
type Seen = { path: string; type: string; body: string };
let server: Server;
let base = '';
const seen: Seen[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let s = '';
    req.on('data', (c) => (s += c));
    req.on('end', () => resolve(s));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seen.push({ path: req.url ?? '', type: req.headers['content-type'] ?? '', body: await read(req) });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const sms = {
  to: '+8801712345678',
  text: 'BulkBazar code: 123456',
  reference: '0f8fad5b-d9cb-469f-a165-70867728950e',
  kind: 'sign_in_code' as const,
};

describe('SSL Wireless (API v3)', () => {
  const gateway = () => createSslWirelessGateway({ baseUrl: base, apiToken: 'tok', sid: 'BULKBAZAR' });

  it('posts JSON with the token, SID, 8801… number, text and a 20-character csms_id', async () => {
    expect(gateway().dropsRepeats).toBe(true);
    answer = {
      status: 200,
      body: {
        status: 'SUCCESS',
        status_code: 200,
        smsinfo: [{ sms_status: 'SUCCESS', reference_id: 'r-1' }],
      },
    };
    await expect(gateway().send(sms)).resolves.toEqual({ gatewayId: 'r-1' });
    const last = seen.at(-1)!;
    expect(last.path).toBe('/api/v3/send-sms');
    expect(last.type).toContain('application/json');
    expect(JSON.parse(last.body)).toEqual({
      api_token: 'tok',
      sid: 'BULKBAZAR',
      msisdn: '8801712345678',
      sms: sms.text,
      csms_id: '0f8fad5bd9cb469fa165',
    });
    expect(csmsId(sms.reference)).toHaveLength(20);
  });

  it('a refusal rejects (answered); a repeated csms_id counts as sent', async () => {
    answer = {
      status: 200,
      body: { status: 'FAILED', status_code: 4001, error_message: 'Invalid API token' },
    };
    await expect(gateway().send(sms)).rejects.toMatchObject({ answered: true, message: /Invalid API token/ });
    answer = {
      status: 200,
      body: { status: 'FAILED', smsinfo: [{ sms_status: 'FAILED', status_message: 'Duplicate csms_id' }] },
    };
    await expect(gateway().send(sms)).resolves.toEqual({ gatewayId: null });
  });

  it('no answer (nothing listening) rejects as unanswered', async () => {
    const down = createSslWirelessGateway({ baseUrl: 'http://127.0.0.1:9', apiToken: 't', sid: 's' });
    await expect(down.send(sms)).rejects.toMatchObject({ answered: false });
  });
});

describe('BulkSMSBD', () => {
  const gateway = () =>
    createBulkSmsBdGateway({ baseUrl: `${base}/api`, apiKey: 'key', senderId: '8809612345678' });

  it('posts the form fields and takes response_code 202', async () => {
    answer = {
      status: 200,
      body: { response_code: 202, message_id: 7781, success_message: 'SMS Submitted Successfully' },
    };
    await expect(gateway().send(sms)).resolves.toEqual({ gatewayId: '7781' });
    const last = seen.at(-1)!;
    expect(last.path).toBe('/api/smsapi');
    expect(Object.fromEntries(new URLSearchParams(last.body))).toEqual({
      api_key: 'key',
      type: 'text',
      number: '8801712345678',
      senderid: '8809612345678',
      message: sms.text,
    });
    expect(gateway().dropsRepeats).toBe(false);
  });

  it('any other code rejects with its message', async () => {
    answer = { status: 200, body: { response_code: 1007, error_message: 'Balance Insufficient' } };
    await expect(gateway().send(sms)).rejects.toMatchObject({
      answered: true,
      message: /Balance Insufficient/,
    });
  });
});
