import { poishaToAmountString, amountStringToPoisha, type PaymentGateway } from '@bulkbazar/contract';
import type { GatewayClient, GatewayVerdict } from '../modules/payments/gateways/gateway.js';

/**
 * The demo shop's online payments go through the real payments service (holds, ledger, orders moved once)
 * with this gateway in place of bKash or SSLCommerz: the seed runs before the shop listens, so not even the
 * local stand-ins can answer. Its ids start with DEMO- so nobody mistakes them for a gateway's.
 */
export function createDemoGateway(name: PaymentGateway) {
  const amounts = new Map<string, string>();
  let last: string | undefined;
  const client: GatewayClient = {
    name,
    async start(payment) {
      amounts.set(payment.invoice, payment.amount);
      last = payment.invoice;
      return { gatewayPaymentId: `DEMO-${payment.invoice}`, redirectUrl: '/orders' };
    },
    identify: (params) => ({ invoice: params.invoice }),
    async confirm(params): Promise<GatewayVerdict> {
      const invoice = params.invoice!;
      const gatewayPaymentId = `DEMO-${invoice}`;
      if (params.outcome !== 'completed')
        return { status: 'cancelled', gatewayPaymentId, reason: 'the payer cancelled (demo)' };
      return {
        status: 'completed',
        gatewayPaymentId,
        trxId: `DEMO${invoice.slice(0, 8).toUpperCase()}`,
        amount: amounts.get(invoice)!,
        currency: 'BDT',
        invoice,
      };
    },
    query: () => Promise.resolve({ status: 'pending', gatewayPaymentId: 'DEMO' }),
    refund: async (p) => ({
      refundId: `DEMO-R${poishaToAmountString(amountStringToPoisha(p.amount) ?? 0).replace('.', '')}`,
    }),
  };
  return { client, lastInvoice: () => last };
}
