import { WEB_ROUTES } from '@bulkbazar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { RouteErrorView } from '@/components/route-error-view';
import { rfqQueryOptions, useRfq } from '@/lib/api/get-rfq';
import { whenSignedIn } from '@/lib/auth/when-signed-in';
import { showSuccess } from '@/lib/dialogs';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { AcceptQuoteDialog } from '../components/accept-quote-dialog';
import { prefetchCheckoutChoices } from './checkout-loader';

export function createLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) =>
    whenSignedIn(queryClient, async () => {
      const [rfq] = await Promise.all([
        queryClient.ensureQueryData(rfqQueryOptions(params.id ?? '')),
        prefetchCheckoutChoices(queryClient),
      ]);
      return rfq;
    });
}

/**
 * /rfqs/:id/accept/:quoteId: accepting a quote, a dialog over the request's page (a child route, so Back
 * closes it). Only the buyer, and only a quote that can still be accepted; anything else goes back to the
 * page, which says why.
 */
export function Component() {
  const { t } = useTranslation();
  const { id = '', quoteId = '' } = useParams();
  const navigate = useNavigate();
  const { data } = useRfq(id);
  const page = WEB_ROUTES.rfq.replace(':id', encodeURIComponent(id));
  const found = data.quotes.find((q) => q._id === quoteId);
  const acceptable =
    data.viewerRole === 'buyer' &&
    data.rfq.status === 'open' &&
    !data.rfq.hidden &&
    found &&
    !found.expired &&
    !found.orderId;
  // The quote as the dialog opened on it: once accepted, the request read again says so, and the dialog stays
  // to say where the buyer goes next (the gateway, or My Orders).
  const [quote] = useState(() => (acceptable ? found : undefined));
  if (!quote) return <Navigate to={page} replace />;

  return (
    <AcceptQuoteDialog
      quote={quote}
      onClose={() => void navigate(page, { replace: true, preventScrollReset: true })}
      onPlaced={(order) => {
        void navigate(paths.myOrders);
        void showSuccess(t('rfq.accept.placed', { id: order._id.slice(-8) }));
      }}
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
