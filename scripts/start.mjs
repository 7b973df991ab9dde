// `npm start` (after the build): the shop as README.md describes it, with the demo's payment stand-ins
// (PAYMENTS_FAKE=true) unless payments are configured — PAYMENTS_FAKE set either way, or bKash/SSLCommerz
// credentials present. A production start runs the same command (scripts/server-command.mjs) with its own
// environment.
import { spawn } from 'node:child_process';
import { serverArgs } from './server-command.mjs';

const env = { ...process.env };
const configured = env.PAYMENTS_FAKE || env.BKASH_APP_KEY || env.SSLCOMMERZ_STORE_ID;
if (!configured) env.PAYMENTS_FAKE = 'true';
// The couriers likewise (COURIERS_FAKE, issue 17) unless a courier is configured.
const couriers = env.COURIERS_FAKE || env.STEADFAST_API_KEY || env.PATHAO_CLIENT_ID || env.REDX_API_TOKEN;
if (!couriers) env.COURIERS_FAKE = 'true';
// And SMS (SMS_FAKE, issue 32): the demo's texts land on Dashboard → SMS outbox unless a gateway is configured.
const sms = env.SMS_FAKE || env.SSLWIRELESS_API_TOKEN || env.BULKSMSBD_API_KEY;
if (!sms) env.SMS_FAKE = 'true';

const server = spawn(process.execPath, serverArgs(), { stdio: 'inherit', env });
// Ctrl+C reaches both processes through the terminal; a SIGTERM sent to this one is passed on.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
