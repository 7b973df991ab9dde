import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { smsSegments, type SmsKind } from '@bulkbazar/contract';
import type { SmsGateway } from './sms-gateway.js';

export type ReceivedSms = {
  id: string;
  to: string;
  text: string;
  segments: number;
  kind: SmsKind;
  at: string;
};

/**
 * The local stand-in (SMS_FAKE=true): every message it takes is a line of DATA_DIR/sms/received.jsonl, read by
 * the dashboard's SMS page (GET /api/admin/sms-outbox), the demo and the tests. Like SSL Wireless it drops a
 * second message with a reference it has seen, so what it shows is what a phone would have received.
 */
export function createFakeSmsGateway(dir: string): SmsGateway & { received(): Promise<ReceivedSms[]> } {
  const file = join(dir, 'received.jsonl');
  async function received(): Promise<ReceivedSms[]> {
    const text = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return '';
      throw err;
    });
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ReceivedSms);
  }
  // One process appends at a time here; a repeat is checked against what is already on file.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    name: 'fake',
    dropsRepeats: true,
    received,
    send({ to, text, reference, kind }) {
      const run = queue.then(async () => {
        if ((await received()).some((m) => m.id === reference)) return { gatewayId: reference };
        await mkdir(dir, { recursive: true });
        const line: ReceivedSms = {
          id: reference,
          to,
          text,
          segments: smsSegments(text).segments,
          kind,
          at: new Date().toISOString(),
        };
        await appendFile(file, `${JSON.stringify(line)}\n`);
        return { gatewayId: reference };
      });
      queue = run.catch(() => {});
      return run;
    },
  };
}
