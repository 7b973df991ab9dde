import { WEB_ROUTES } from '@bulkbazar/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { RouteErrorView } from '@/components/route-error-view';
import { PageSpinner } from '@/components/ui/spinner';
import { legacyRegisterLoader } from '@/features/auth/routes/legacy-register';
import { legacyCategoryLoader } from '@/features/catalog/routes/legacy-category';
import { paths, routePatterns } from '@/lib/paths';
import type * as AuthPages from '@/features/auth/routes/pages';
import type * as SitePages from '@/features/pages/routes/pages';
import type * as NotificationPages from '@/features/notifications/routes/pages';
import type * as RfqPages from '@/features/rfq/routes/pages';
import { lazyRoute } from './lazy-route';
import { RootError } from './layouts/root-error';
import { SiteLayout } from './layouts/site-layout';
import { RequireAuth } from './require-auth';

// Every route of the app. Its addresses are the contract's WEB_ROUTES (route-table.test.ts checks that they
// match), which the server reads to answer an address the app has no page for with a 404 status.
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  const products = lazyRoute(queryClient, () => import('@/features/catalog/routes/products'));
  const auth = (page: keyof typeof AuthPages) =>
    lazyRoute(queryClient, () => import('@/features/auth/routes/pages').then((pages) => pages[page]));
  const site = (page: keyof typeof SitePages) =>
    lazyRoute(queryClient, () => import('@/features/pages/routes/pages').then((pages) => pages[page]));
  const rfq = (page: keyof typeof RfqPages) =>
    lazyRoute(queryClient, () => import('@/features/rfq/routes/pages').then((pages) => pages[page]));
  const notifications = (page: keyof typeof NotificationPages) =>
    lazyRoute(queryClient, () =>
      import('@/features/notifications/routes/pages').then((pages) => pages[page]),
    );
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
            { path: paths.products, lazy: products },
            { path: paths.shop, lazy: products },
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
                      lazy: lazyRoute(queryClient, () => import('@/features/orders/routes/checkout')),
                    },
                    {
                      path: 'rfq', // /product/:id/rfq
                      lazy: rfq('productRfq'),
                    },
                  ],
                },
              ],
            },
            {
              path: routePatterns.category,
              lazy: lazyRoute(queryClient, () => import('@/features/catalog/routes/category')),
            },
            { path: paths.legacyCategory, loader: legacyCategoryLoader, element: null },
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
            { path: paths.legacyRegister, loader: legacyRegisterLoader, element: null },
            {
              // Signed-in pages: a loader while the session is unknown, else the login page and back.
              Component: RequireAuth,
              children: [
                {
                  path: paths.profile,
                  lazy: lazyRoute(queryClient, () => import('@/features/profile/routes/profile')),
                },
                {
                  path: paths.addProduct,
                  lazy: lazyRoute(queryClient, () => import('@/features/listings/routes/add-product')),
                },
                {
                  path: routePatterns.updateProduct,
                  lazy: lazyRoute(queryClient, () => import('@/features/listings/routes/update-product')),
                },
                {
                  path: paths.deleteProduct,
                  lazy: lazyRoute(queryClient, () => import('@/features/listings/routes/delete-product')),
                },
                {
                  path: paths.myProducts,
                  lazy: lazyRoute(queryClient, () => import('@/features/listings/routes/my-products')),
                },
                {
                  path: paths.incomingOrders,
                  lazy: lazyRoute(queryClient, () => import('@/features/orders/routes/incoming-orders')),
                },
                {
                  path: paths.myOrders,
                  lazy: lazyRoute(queryClient, () => import('@/features/orders/routes/my-orders')),
                },
                {
                  path: paths.cartCheckout,
                  lazy: lazyRoute(queryClient, () => import('@/features/orders/routes/cart-checkout')),
                },
                {
                  path: routePatterns.purchase,
                  lazy: lazyRoute(queryClient, () => import('@/features/orders/routes/purchase')),
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
                },
                {
                  path: WEB_ROUTES.sellerRfqs,
                  lazy: rfq('sellerRfqs'),
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
                  lazy: lazyRoute(queryClient, () => import('@/features/dashboard/routes/dashboard-home')),
                },
                {
                  path: paths.dashboardUsers,
                  lazy: lazyRoute(queryClient, () => import('@/features/dashboard/routes/users')),
                },
                {
                  path: paths.dashboardProducts,
                  lazy: lazyRoute(queryClient, () => import('@/features/dashboard/routes/products')),
                },
                {
                  path: paths.dashboardOrders,
                  lazy: lazyRoute(queryClient, () => import('@/features/dashboard/routes/orders')),
                },
                {
                  path: routePatterns.dashboardOrder,
                  lazy: lazyRoute(queryClient, () => import('@/features/dashboard/routes/order-details')),
                },
                {
                  path: paths.dashboardPayments,
                  lazy: lazyRoute(queryClient, () => import('@/features/dashboard/routes/payments')),
                },
                {
                  path: paths.dashboardContent,
                  lazy: lazyRoute(queryClient, () => import('@/features/dashboard/routes/content')),
                },
                {
                  path: paths.dashboardNewsletter,
                  lazy: lazyRoute(queryClient, () => import('@/features/dashboard/routes/newsletter')),
                },
                {
                  path: WEB_ROUTES.dashboardRfqs,
                  lazy: rfq('adminRfqs'),
                },
                { path: WEB_ROUTES.dashboardOutbox, lazy: notifications('outbox') },
                {
                  path: paths.dashboardAddProduct,
                  lazy: lazyRoute(queryClient, () => import('@/features/listings/routes/add-product')),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
