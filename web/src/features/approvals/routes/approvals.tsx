import { approvalRejectSchema, type Approval } from '@bulkbazar/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { formatDhakaDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useApprovals, useDecideApproval } from '../api/approvals';

/**
 * /approvals (signed in): the company checkouts over a buyer's order limit waiting for the caller — an owner or
 * approver of the company (issue 31 items 2 and 6, decision 0041) — with Approve and Reject-with-a-reason. The
 * server decides once: another approver's decision first answers 409, said here, and the list is read afresh.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('approvals.title'));
  const approvals = useApprovals();
  const [message, setMessage] = useState<string | null>(null);
  const list = approvals.data?.approvals ?? [];
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{t('approvals.title')}</h1>
      {message && (
        <p role="status" className="rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
          {message}
        </p>
      )}
      {approvals.isSuccess && list.length === 0 && (
        <p className="text-slate-600 dark:text-slate-400">{t('approvals.empty')}</p>
      )}
      <ul className="flex flex-col gap-4">
        {list.map((a) => (
          <ApprovalCard key={a.checkoutId} approval={a} onDone={setMessage} />
        ))}
      </ul>
    </div>
  );
}

function ApprovalCard({ approval: a, onDone }: { approval: Approval; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const decide = useDecideApproval();
  const [rejecting, setRejecting] = useState(false);
  return (
    <li
      aria-label={t('approvals.card', { buyer: a.buyerName, company: a.companyName })}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">{t('approvals.card', { buyer: a.buyerName, company: a.companyName })}</p>
        <Money value={a.total} className="text-lg font-bold" />
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        {a.poNumber && (
          <div>
            <dt className="inline font-medium">{t('companyCheckout.poNumber')}: </dt>
            <dd className="inline">{a.poNumber}</dd>
          </div>
        )}
        {a.orderLimit !== null && (
          <div>
            <dt className="inline font-medium">{t('approvals.limit')}: </dt>
            <dd className="inline">
              <Money value={a.orderLimit} />
            </dd>
          </div>
        )}
        <div>
          <dt className="inline font-medium">{t('approvals.until')}: </dt>
          <dd className="inline">{formatDhakaDateTime(a.holdExpiresAt)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('approvals.orders')}: </dt>
          <dd className="inline">{a.orders.map((o) => `${o.productName} × ${o.quantity}`).join(', ')}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={decide.isPending}
          onClick={() =>
            decide.mutate(
              { checkoutId: a.checkoutId },
              {
                onSuccess: () => onDone(t('approvals.approved')),
                onError: (error) => onDone(error.message),
              },
            )
          }
        >
          {t('approvals.approve')}
        </Button>
        <Button variant="secondary" disabled={decide.isPending} onClick={() => setRejecting(true)}>
          {t('approvals.reject')}
        </Button>
      </div>
      {rejecting && (
        <ReasonDialog
          schema={approvalRejectSchema}
          texts={{
            title: t('approvals.rejectTitle'),
            label: t('approvals.reason'),
            hint: t('approvals.reasonHint'),
            required: t('approvals.reasonRequired'),
            submit: t('approvals.reject'),
          }}
          onSubmit={async (reason) => {
            await decide.mutateAsync({ checkoutId: a.checkoutId, reason });
            onDone(t('approvals.rejected'));
          }}
          onClose={() => setRejecting(false)}
        />
      )}
    </li>
  );
}
