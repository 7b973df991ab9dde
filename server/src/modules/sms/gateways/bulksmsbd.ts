import { callGateway, msisdn, SmsGatewayError, type SmsGateway } from './sms-gateway.js';

export type BulkSmsBdConfig = { baseUrl: string; apiKey: string; senderId: string };

type Answer = { response_code?: number; message_id?: number | string; error_message?: string };

/**
 * BulkSMSBD's HTTP API: POST {base}/smsapi (form fields api_key, type=text, number, senderid, message); it
 * answers response_code 202 when it took the message (1001 invalid number, 1007 balance insufficient, …).
 * It keeps no client reference, so a message whose sender died mid-send is not sent again (dropsRepeats false).
 */
export function createBulkSmsBdGateway(config: BulkSmsBdConfig): SmsGateway {
  return {
    name: 'bulksmsbd',
    dropsRepeats: false,
    async send({ to, text }) {
      const response = await callGateway(`${config.baseUrl.replace(/\/$/, '')}/smsapi`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          api_key: config.apiKey,
          type: 'text',
          number: msisdn(to),
          senderid: config.senderId,
          message: text,
        }).toString(),
      });
      let answer: Answer = {};
      try {
        answer = (await response.json()) as Answer;
      } catch {
        throw new SmsGatewayError(`BulkSMSBD answered ${response.status} without JSON`, true);
      }
      if (response.ok && answer.response_code === 202)
        return { gatewayId: answer.message_id != null ? String(answer.message_id) : null };
      throw new SmsGatewayError(
        `BulkSMSBD refused: ${answer.error_message || `code ${answer.response_code ?? response.status}`}`,
        true,
      );
    },
  };
}
