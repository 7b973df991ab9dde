import { hideBodySchema } from '@bulkbazar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Outlet, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { RouteErrorView } from '@/components/route-error-view';
import { Button } from '@/components/ui/button';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { whenSignedIn } from '@/lib/auth/when-signed-in';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { rfqPaths } from '@/features/rfq/rfq-paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { rfqQueryOptions, useRfq } from '@/lib/api/get-rfq';
import { useHideContent } from '../api/hide-content';
import { QuoteForm } from '../components/quote-form';
import { QuoteTable } from '../components/quote-table';
import { RfqFacts } from '../components/rfq-facts';
import { RfqStatusBadge } from '../components/rfq-status-badge';
import { Thread } from '../components/thread';

export function createLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) =>
    whenSignedIn(queryClient, () => queryClient.ensureQueryData(rfqQueryOptions(params.id ?? '')));
}

/**
 * /rfqs/:id, one request as its reader may see it. The buyer compares the quotes side by side, accepts one
 * and talks with each seller; a seller sees only their own quote, sends or revises it, and talks with the
 * buyer; an admin reads everything and may hide the request or a message.
 */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data } = useRfq(id);
  const { rfq, quotes, threads, viewerRole } = data;
  const [hiding, setHiding] = useState(false);
  const hide = useHideContent('rfq');
  useDocumentTitle(rfq.title);
  const open = rfq.status === 'open' && !rfq.hidden;

  return (
    <div className="flex flex-col gap-6">
      <Link
        to={
          viewerRole === 'seller'
            ? rfqPaths.seller
            : viewerRole === 'admin'
              ? rfqPaths.dashboard
              : rfqPaths.mine
        }
        className="text-sm text-emerald-700 underline dark:text-emerald-400"
      >
        <span aria-hidden="true">← </span>
        {viewerRole === 'seller'
          ? t('rfq.seller.title')
          : viewerRole === 'admin'
            ? t('rfq.admin.title')
            : t('rfq.mine.title')}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold break-words">{rfq.title}</h1>
          {rfq.productId && (
            <Link
              to={paths.product(rfq.productId)}
              className="text-sm text-emerald-700 underline dark:text-emerald-400"
            >
              {t('rfq.viewProduct')}
            </Link>
          )}
        </div>
        <RfqStatusBadge rfq={rfq} />
      </header>
      {rfq.hidden && (
        <p
          role="status"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {t('rfq.hiddenNotice', { reason: rfq.hidden.reason })}
        </p>
      )}
      <RfqFacts rfq={rfq} />
      {viewerRole === 'admin' && !rfq.hidden && (
        <Button variant="secondary" className="self-start" onClick={() => setHiding(true)}>
          {t('rfq.hide.rfq')}
        </Button>
      )}

      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">
          {viewerRole === 'seller' ? t('rfq.yourQuote') : t('rfq.quotes.title')}
        </h2>
        {quotes.length > 0 ? (
          <QuoteTable
            rfq={rfq}
            quotes={quotes}
            onAccept={
              viewerRole === 'buyer'
                ? (q) => void navigate(rfqPaths.accept(q._id), { preventScrollReset: true })
                : undefined
            }
          />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('rfq.quotes.none')}</p>
        )}
        {viewerRole === 'seller' && open && <QuoteForm rfq={rfq} mine={quotes[0]} />}
      </section>

      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">{t('rfq.thread.title')}</h2>
        {threads.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('rfq.thread.noneYet')}</p>
        )}
        {threads.map((thread) => (
          <Thread
            key={thread.sellerId}
            rfqId={rfq._id}
            sellerId={thread.sellerId}
            title={
              viewerRole === 'seller'
                ? t('rfq.thread.withBuyer', { name: rfq.buyerName })
                : t('rfq.thread.with', { name: thread.sellerName })
            }
            verified={thread.sellerVerified}
            moderate={viewerRole === 'admin'}
            canWrite={!rfq.hidden}
          />
        ))}
      </section>

      {/* Accepting a quote (the orders feature's checkout of its line) opens over the page. */}
      <Outlet />
      {hiding && (
        <ReasonDialog
          schema={hideBodySchema}
          texts={{
            title: t('rfq.hide.rfqTitle'),
            label: t('rfq.hide.reason'),
            hint: t('rfq.hide.hint'),
            required: t('rfq.hide.required'),
            submit: t('rfq.hide.submit'),
          }}
          onSubmit={async (reason) => {
            await hide.mutateAsync({ id: rfq._id, reason });
            setHiding(false);
          }}
          onClose={() => setHiding(false)}
        />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
