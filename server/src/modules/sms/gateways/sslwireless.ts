import { callGateway, msisdn, SmsGatewayError, type SmsGateway } from './sms-gateway.js';

export type SslWirelessConfig = { baseUrl: string; apiToken: string; sid: string };

type Answer = {
  status?: string;
  status_code?: number;
  error_message?: string;
  smsinfo?: Array<{ sms_status?: string; status_message?: string; reference_id?: string | number }>;
};

/** SSL Wireless's client references (csms_id) are at most 20 characters: the outbox id's first 20 hex digits. */
export const csmsId = (reference: string) => reference.replace(/-/g, '').slice(0, 20);

/**
 * SSL Wireless (ISMS Plus) API v3: POST /api/v3/send-sms with JSON { api_token, sid, msisdn, sms, csms_id }.
 * It refuses a csms_id it has seen, which makes a resend after a crash harmless: that refusal counts as sent.
 */
export function createSslWirelessGateway(config: SslWirelessConfig): SmsGateway {
  return {
    name: 'sslwireless',
    dropsRepeats: true,
    async send({ to, text, reference }) {
      const response = await callGateway(`${config.baseUrl.replace(/\/$/, '')}/api/v3/send-sms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          api_token: config.apiToken,
          sid: config.sid,
          msisdn: msisdn(to),
          sms: text,
          csms_id: csmsId(reference),
        }),
      });
      let answer: Answer = {};
      try {
        answer = (await response.json()) as Answer;
      } catch {
        throw new SmsGatewayError(`SSL Wireless answered ${response.status} without JSON`, true);
      }
      const info = answer.smsinfo?.[0];
      if (response.ok && answer.status === 'SUCCESS' && (!info || info.sms_status === 'SUCCESS'))
        return { gatewayId: info?.reference_id != null ? String(info.reference_id) : null };
      const why =
        info?.status_message || answer.error_message || `status ${answer.status_code ?? response.status}`;
      if (/duplicate/i.test(why)) return { gatewayId: null };
      throw new SmsGatewayError(`SSL Wireless refused: ${why}`, true);
    },
  };
}
