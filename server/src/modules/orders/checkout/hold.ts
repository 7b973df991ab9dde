import {
  codAdvancePoisha,
  formatTaka,
  GATEWAY_AMOUNT_LIMITS,
  GATEWAY_OF,
  isOnlineMethod,
  PAYMENT_METHOD_LABELS,
  poishaToTaka,
  type CheckoutInputParsed,
  type CodAdvance,
  type OnlineMethod,
  type PaymentPurpose,
} from '@bulkbazar/contract';
import { AppError } from '../../../kernel/app-error.js';
import type { PaymentRules } from './lines.js';
import type { Commissioned } from './commission.js';

/** What the checkout leaves to pay online (the whole total, or a COD advance), and until when stock is held. */
export type PaymentDue = {
  method: OnlineMethod;
  purpose: PaymentPurpose;
  amountPoisha: number;
  holdExpiresAt: Date;
};

/**
 * How the checkout is paid: an online method pays its total now; cash on delivery above the admin's threshold
 * pays an advance online first (`advanceMethod`); anything else pays later. Refused (400/422 naming the field)
 * when the method is not on offer.
 */
export async function paymentDue(
  input: Pick<CheckoutInputParsed, 'paymentMethod' | 'advanceMethod'>,
  totalPoisha: number,
  rules: PaymentRules,
  codAdvance: CodAdvance | null,
): Promise<Omit<PaymentDue, 'holdExpiresAt'> | undefined> {
  const method = input.paymentMethod;
  if (isOnlineMethod(method)) {
    withinGatewayLimits(method, totalPoisha, 'paymentMethod');
    return { method, purpose: 'full', amountPoisha: totalPoisha };
  }
  if (method !== 'cod') return undefined;
  const advance = codAdvancePoisha(totalPoisha, codAdvance);
  if (advance === 0) return undefined;
  if (!input.advanceMethod || !rules.isOffered(input.advanceMethod)) {
    const message = `Cash on delivery above ${formatTaka(codAdvance!.above)} pays ${codAdvance!.percent}% (${formatTaka(poishaToTaka(advance))}) in advance online: choose how`;
    throw new AppError('VALIDATION_FAILED', message, { advanceMethod: message });
  }
  withinGatewayLimits(input.advanceMethod, advance, 'advanceMethod');
  return { method: input.advanceMethod, purpose: 'advance', amountPoisha: advance };
}

/** A gateway refuses amounts outside its limits: say so at the field before any stock is taken for good. */
function withinGatewayLimits(method: OnlineMethod, amountPoisha: number, field: string) {
  const limits = GATEWAY_AMOUNT_LIMITS[GATEWAY_OF[method]];
  if (!limits || (amountPoisha >= limits.minPoisha && amountPoisha <= limits.maxPoisha)) return;
  const message = `${PAYMENT_METHOD_LABELS[method]} takes payments from ${formatTaka(poishaToTaka(limits.minPoisha))} to ${formatTaka(poishaToTaka(limits.maxPoisha))}: choose another method`;
  throw new AppError('VALIDATION_FAILED', message, { [field]: message });
}

export type Held<P extends Commissioned = Commissioned> = P & { pay?: PaymentDue };

/**
 * The hold step: what is paid online before the orders go ahead (the total, or a COD advance), and until when
 * their stock is held for it. The stock itself is taken by the checkout's one write (commit.ts).
 */
export async function hold<P extends Commissioned>(c: P): Promise<Held<P>> {
  const due = await paymentDue(c.input, c.total, c.payments, c.codAdvance);
  const pay = due && { ...due, holdExpiresAt: new Date(Date.now() + c.holdMinutes * 60_000) };
  return { ...c, pay };
}
