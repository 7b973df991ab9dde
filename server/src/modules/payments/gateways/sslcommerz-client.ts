import {
  GatewayUnavailableError,
  type GatewayClient,
  type GatewayVerdict,
  type StartPayment,
} from './gateway.js';
import {
  apiConnectRefusal,
  createSslcommerzApi,
  SSLCOMMERZ_PATHS,
  text,
  type SslcommerzApi,
  type SslcommerzCredentials,
} from './sslcommerz-api.js';
import { checkSslcommerzSign } from './sslcommerz-sign.js';
import { sessionFields } from './sslcommerz-session-fields.js';
import { queryVerdict, unpaidVerdict, validationVerdict } from './sslcommerz-verdict.js';

// SSLCommerz (hosted payment page: cards, Nagad, Rocket and other wallets). A session gives the page's URL;
// the gateway then posts to our success/fail/cancel URLs (through the payer's browser) and to the IPN URL
// (server to server). Neither is trusted: a payment completes only on the validation API's VALID/VALIDATED
// or the transaction query's, and a post whose verify_sign does not match is rejected outright.

export type SslcommerzClientOptions = {
  /** How long one request may take before it counts as unanswered (default 10 s). */
  timeoutMs?: number;
};

export function createSslcommerzClient(
  cfg: SslcommerzCredentials,
  { timeoutMs = 10_000 }: SslcommerzClientOptions = {},
): GatewayClient {
  const api = createSslcommerzApi(cfg, timeoutMs);

  return {
    name: 'sslcommerz',

    async start(payment: StartPayment) {
      const answer = await api.post(SSLCOMMERZ_PATHS.session, sessionFields(payment));
      const sessionkey = text(answer.sessionkey);
      const page = text(answer.GatewayPageURL);
      if (text(answer.status) !== 'SUCCESS' || !sessionkey || !page) {
        const why = text(answer.failedreason) ?? `status ${text(answer.status) ?? '(none)'}`;
        throw new Error(`SSLCommerz refused the payment session: ${why}`);
      }
      return { gatewayPaymentId: sessionkey, redirectUrl: page };
    },

    identify(params) {
      if (!params.tran_id) return {};
      const status = (params.status ?? '').toUpperCase();
      const claim = status === 'FAILED' ? 'failed' : status === 'CANCELLED' ? 'cancelled' : undefined;
      return claim ? { invoice: params.tran_id, claim } : { invoice: params.tran_id };
    },

    async confirm(params) {
      const signature = checkSslcommerzSign(params, cfg.storePassword);
      const valId = params.val_id || null;
      if (signature === 'invalid') {
        return {
          status: 'rejected',
          gatewayPaymentId: valId,
          reason: 'verify_sign does not match the posted fields',
        };
      }
      const tranId = params.tran_id;
      if (!tranId)
        return { status: 'rejected', gatewayPaymentId: valId, reason: 'The post names no tran_id' };
      const status = (params.status ?? '').toUpperCase();

      // A signed failure or cancellation is the gateway's word (only it knows the store password).
      if (signature === 'valid' && (status === 'FAILED' || status === 'CANCELLED')) {
        return unpaidVerdict({ status, error: params.error }, valId, 'rejected');
      }
      if (valId && (status === 'VALID' || status === 'VALIDATED')) {
        try {
          return await validate(api, valId, tranId);
        } catch (err) {
          // Unanswered: ask once by tran_id before giving up (GatewayClient.confirm's contract).
          if (!(err instanceof GatewayUnavailableError)) throw err;
        }
      }
      // No val_id, an unsigned failure/cancellation (anyone can post those), or validation unanswered: the
      // transaction query says what happened. An unsigned claim SSLCommerz cannot back changes nothing.
      const verdict = await queryByTranId(api, tranId, valId);
      return (
        verdict ?? {
          status: 'rejected',
          gatewayPaymentId: valId,
          reason: `SSLCommerz lists no attempt for ${tranId}`,
        }
      );
    },

    async query({ gatewayPaymentId, invoice }) {
      // Nothing listed yet: the payer has not tried (or not finished) on the gateway page.
      return (await queryByTranId(api, invoice, gatewayPaymentId)) ?? { status: 'pending', gatewayPaymentId };
    },

    async refund({ trxId, amount, reason, invoice, key }) {
      const answer = await api.get(SSLCOMMERZ_PATHS.merchant, {
        bank_tran_id: trxId,
        // Required since 2025-02: our unique id for this refund (30 characters at most).
        refund_trans_id: `RF${key}`,
        refund_amount: amount,
        refund_remarks: reason.slice(0, 255) || 'Refund',
        refe_id: invoice.slice(0, 50),
      });
      const refused = apiConnectRefusal(answer);
      if (refused) throw new Error(refused);
      const status = text(answer.status)?.toLowerCase();
      const refundId = text(answer.refund_ref_id);
      // 'processing' is an accepted refund still on its way to the payer: it has its refund_ref_id.
      if ((status === 'success' || status === 'processing') && refundId) return { refundId };
      throw new Error(
        `SSLCommerz refused the refund of ${trxId}: ${text(answer.errorReason) ?? status ?? 'no status'}`,
      );
    },
  };
}

/** The validation API's answer for a val_id the gateway posted. */
async function validate(api: SslcommerzApi, valId: string, tranId: string): Promise<GatewayVerdict> {
  return validationVerdict(await api.get(SSLCOMMERZ_PATHS.validation, { val_id: valId }), valId, tranId);
}

/** The transaction query by tran_id; null when SSLCommerz lists no attempt. */
async function queryByTranId(api: SslcommerzApi, tranId: string, id: string | null) {
  const answer = await api.get(SSLCOMMERZ_PATHS.merchant, { tran_id: tranId });
  const refused = apiConnectRefusal(answer);
  if (refused) throw new Error(refused);
  return queryVerdict(answer, tranId, id);
}
