import { WEB_ROUTES } from '@bulkbazar/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { RouteErrorView } from '@/components/route-error-view';
import { PageSpinner } from '@/components/ui/spinner';
import { paths, routePatterns } from '@/lib/paths';
import type { RouteModule } from '@/lib/route-module';
import type * as LegacyRedirects from './legacy-redirects';
import { lazyRoute } from './lazy-route';
import { RootError } from './layouts/root-error';
import { SiteLayout } from './layouts/site-layout';
import { RequireAuth } from './require-auth';

// Every route of the app. Its addresses are the contract's WEB_ROUTES (route-table.test.ts checks that they
// match), which the server reads to answer an address the app has no page for with a 404 status.
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  // A chunk of several pages (decision 9: one dynamic import in the entry for all of them): `auth('login')`
  // loads the chunk once and picks its page.
  const chunk =
    <Pages extends Record<string, RouteModule>>(load: () => Promise<Pages>) =>
    (page: keyof Pages) =>
      lazyRoute(queryClient, () => load().then((pages) => pages[page]!));
  const auth = chunk(() => import('@/features/auth/routes/pages'));
  const site = chunk(() => import('@/features/pages/routes/pages'));
  const catalog = chunk(() => import('@/features/catalog/routes/pages'));
  const rfq = chunk(() => import('@/features/rfq/routes/pages'));
  const checkouts = chunk(() => import('@/features/orders/routes/checkouts'));
  const notifications = chunk(() => import('@/features/notifications/routes/pages'));
  const dashboard = chunk(() => import('@/features/dashboard/routes/pages'));
  const companies = chunk(() => import('@/features/companies/routes/pages'));
  const seller = chunk(() => import('./seller-pages'));
  // An old address's route: only a loader, which redirects.
  const legacy =
    (loader: keyof typeof LegacyRedirects): LazyRouteFunction<RouteObject> =>
    async () => ({ loader: (await import('./legacy-redirects'))[loader] });
  return [
    {
      path: paths.home,
      Component: SiteLayout,
      ErrorBoundary: RootError,
      children: [
        {
          // Pathless, so a page's failure or first load shows inside the navbar and footer.
          ErrorBoundary: RouteErrorView,
          HydrateFallback: PageSpinner,
          children: [
            { index: true, lazy: lazyRoute(queryClient, () => import('@/features/home/routes/home')) },
            { path: paths.products, lazy: catalog('products') },
            { path: paths.shop, lazy: catalog('products') },
            {
              path: routePatterns.product,
              lazy: lazyRoute(queryClient, () => import('@/features/catalog/routes/product-details')),
              children: [
                {
                  // The Checkout modal over the product page; signed out → the login page and back.
                  Component: RequireAuth,
                  children: [
                    {
                      path: routePatterns.checkout,
                      lazy: checkouts('checkout'),
                    },
                    {
                      path: 'rfq', // /product/:id/rfq
                      lazy: rfq('productRfq'),
                    },
                  ],
                },
              ],
            },
            { path: routePatterns.category, lazy: catalog('category') },
            { path: WEB_ROUTES.seller, lazy: catalog('seller') },
            { path: paths.legacyCategory, lazy: legacy('legacyCategoryLoader'), element: null },
            { path: paths.legacyProductDetails, lazy: legacy('legacyProductDetailsLoader'), element: null },
            // A guest's cart too (kept in the browser); its checkout needs a session.
            { path: paths.cart, lazy: lazyRoute(queryClient, () => import('@/features/cart/routes/cart')) },
            {
              path: paths.about,
              lazy: site('about'),
            },
            {
              path: paths.unsubscribe,
              lazy: site('unsubscribe'),
            },
            { path: paths.login, lazy: auth('login') },
            { path: WEB_ROUTES.forgotPassword, lazy: auth('forgotPassword') },
            { path: WEB_ROUTES.resetPassword, lazy: auth('resetPassword') },
            { path: paths.register, lazy: auth('register') },
            { path: paths.legacyRegister, lazy: legacy('legacyRegisterLoader'), element: null },
            {
              // Signed-in pages: a loader while the session is unknown, else the login page and back.
              Component: RequireAuth,
              children: [
                {
                  path: paths.profile,
                  lazy: lazyRoute(queryClient, () => import('@/features/profile/routes/profile')),
                },
                {
                  path: WEB_ROUTES.verification,
                  lazy: lazyRoute(queryClient, () => import('@/features/verification/routes/verification')),
                },
                // Companies (issue 31 item 1): the company page, and the e-mailed invitation's page.
                { path: WEB_ROUTES.company, lazy: companies('company') },
                { path: WEB_ROUTES.companyInvitation, lazy: companies('acceptInvitation') },
                { path: WEB_ROUTES.companyCredit, lazy: companies('credit') },
                {
                  path: WEB_ROUTES.approvals,
                  lazy: lazyRoute(queryClient, () => import('@/features/approvals/routes/approvals')),
                },
                {
                  path: paths.addProduct,
                  lazy: seller('addProduct'),
                },
                {
                  path: routePatterns.updateProduct,
                  lazy: seller('updateProduct'),
                },
                {
                  path: paths.deleteProduct,
                  lazy: seller('deleteProduct'),
                },
                {
                  path: paths.myProducts,
                  lazy: seller('myProducts'),
                },
                {
                  path: paths.incomingOrders,
                  lazy: seller('incomingOrders'),
                },
                {
                  path: paths.myOrders,
                  lazy: lazyRoute(queryClient, () => import('@/features/orders/routes/my-orders')),
                },
                {
                  path: paths.cartCheckout,
                  lazy: checkouts('cartCheckout'),
                },
                {
                  path: routePatterns.purchase,
                  lazy: checkouts('purchase'),
                },
                {
                  path: WEB_ROUTES.rfqNew,
                  lazy: rfq('newRfq'),
                },
                {
                  path: WEB_ROUTES.myRfqs,
                  lazy: rfq('myRfqs'),
                },
                {
                  path: WEB_ROUTES.rfq,
                  lazy: rfq('rfqPage'),
                  children: [
                    {
                      // Accepting a quote: the checkout of its line over the request's page.
                      path: 'accept/:quoteId',
                      lazy: checkouts('acceptQuote'),
                    },
                  ],
                },
                {
                  path: WEB_ROUTES.sellerRfqs,
                  lazy: rfq('sellerRfqs'),
                },
                {
                  path: WEB_ROUTES.sellerFinance,
                  lazy: seller('sellerFinance'),
                },
                { path: WEB_ROUTES.notifications, lazy: notifications('notifications') },
              ],
            },
            { path: '*', lazy: site('notFound') },
          ],
        },
      ],
    },
    {
      // The admin dashboard (issue 6) has its own layout, a sidebar instead of the navbar and footer, and its
      // own chunks: the storefront never downloads them. Signed out → the login page; not an admin → the
      // layout's 'Admins only' screen.
      path: paths.dashboard,
      ErrorBoundary: RootError,
      HydrateFallback: PageSpinner,
      Component: RequireAuth,
      children: [
        {
          lazy: lazyRoute(queryClient, () => import('@/features/dashboard/routes/dashboard-layout')),
          children: [
            {
              // Pathless, so a page's failure shows beside the sidebar.
              ErrorBoundary: RouteErrorView,
              children: [
                {
                  index: true,
                  lazy: dashboard('home'),
                },
                {
                  path: paths.dashboardUsers,
                  lazy: dashboard('users'),
                },
                {
                  path: paths.dashboardProducts,
                  lazy: dashboard('products'),
                },
                {
                  path: paths.dashboardOrders,
                  lazy: dashboard('orders'),
                },
                {
                  path: routePatterns.dashboardOrder,
                  lazy: dashboard('orderDetails'),
                },
                {
                  path: paths.dashboardPayments,
                  lazy: dashboard('payments'),
                },
                {
                  path: paths.dashboardContent,
                  lazy: dashboard('content'),
                },
                { path: WEB_ROUTES.dashboardFinance, lazy: dashboard('finance') },
                { path: WEB_ROUTES.dashboardPayouts, lazy: dashboard('payouts') },
                { path: WEB_ROUTES.dashboardRemittances, lazy: dashboard('remittances') },
                { path: WEB_ROUTES.dashboardCommission, lazy: dashboard('commission') },
                { path: WEB_ROUTES.dashboardAudit, lazy: dashboard('audit') },
                { path: WEB_ROUTES.dashboardSynonyms, lazy: dashboard('synonyms') },
                { path: WEB_ROUTES.dashboardVerifications, lazy: dashboard('verifications') },
                { path: WEB_ROUTES.dashboardCredit, lazy: dashboard('credit') },
                {
                  path: paths.dashboardNewsletter,
                  lazy: dashboard('newsletter'),
                },
                {
                  path: WEB_ROUTES.dashboardRfqs,
                  lazy: rfq('adminRfqs'),
                },
                { path: WEB_ROUTES.dashboardOutbox, lazy: notifications('outbox') },
                { path: WEB_ROUTES.dashboardSmsOutbox, lazy: notifications('smsOutbox') },
                {
                  path: paths.dashboardAddProduct,
                  lazy: seller('addProduct'),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
