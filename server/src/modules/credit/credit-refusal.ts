import { AppError } from '../../kernel/app-error.js';
import type { DrawRefusal } from './credit.repo.js';

/** Taka as the refusals write them: lakh grouping, poisha only when there are some. */
const taka = (poisha: number) =>
  (poisha / 100).toLocaleString('en-IN', {
    minimumFractionDigits: poisha % 100 ? 2 : 0,
    maximumFractionDigits: 2,
  });

/** The message a refused credit draw answers with, naming `paymentMethod` (the checkout's field). */
export function refusalError(refusal: DrawRefusal): AppError {
  const field = (msg: string, status: number) =>
    new AppError('CONFLICT', msg, { paymentMethod: msg }, status);
  switch (refusal.reason) {
    case 'no_credit':
      return field('This company has no trade credit: apply for it on the company page', 422);
    case 'insufficient':
      return field(
        `Not enough trade credit for this order: credit available ৳${taka(refusal.availablePoisha)}`,
        422,
      );
    case 'overdue':
      return field(
        `Invoice ${refusal.number} is overdue since ${refusal.dueAt.toISOString().slice(0, 10)}: pay it to order on credit`,
        409,
      );
  }
}
