import type { SmsKind } from '@bulkbazar/contract';

/** One SMS: `reference` is the outbox row's, so a gateway that keeps client references drops a repeat. */
export type SmsSend = { to: string; text: string; reference: string; kind: SmsKind };

/**
 * A way to send SMS: SSL Wireless, BulkSMSBD or the local stand-in. `send` resolves once the gateway took the
 * message and rejects otherwise (the worker retries). `dropsRepeats`: the gateway refuses a second message
 * with the same reference, so a message whose sender died mid-send may be sent again; without it, such a
 * message is given up rather than risk a second copy.
 */
export type SmsGateway = {
  name: string;
  dropsRepeats: boolean;
  send(sms: SmsSend): Promise<{ gatewayId: string | null }>;
};

/**
 * A gateway's refusal. `answered`: the gateway answered (nothing was sent); otherwise the call timed out or the
 * connection dropped, and the message may or may not have gone.
 */
export class SmsGatewayError extends Error {
  constructor(
    message: string,
    readonly answered: boolean,
  ) {
    super(message);
    this.name = 'SmsGatewayError';
  }
}

/** +8801XXXXXXXXX as the Bangladeshi gateways take it: 8801XXXXXXXXX. */
export const msisdn = (phone: string) => phone.replace(/^\+/, '');

/** Calls `url`; a network failure or timeout is an unanswered SmsGatewayError. */
export async function callGateway(url: string, init: RequestInit, timeoutMs = 15_000): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new SmsGatewayError(`no answer: ${err instanceof Error ? err.message : String(err)}`, false);
  }
}
