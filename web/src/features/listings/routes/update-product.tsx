import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { notFoundBoundary } from '@/components/not-found-boundary';
import { ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { useAuth } from '@/lib/auth/use-auth';
import { whenSignedIn } from '@/lib/auth/when-signed-in';
import { showDialog, showSuccess } from '@/lib/dialogs';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { productQueryOptions, useProduct } from '@/lib/api/get-product';
import { useUpdateProduct } from '../api/update-product';
import { ListingPage } from '../components/listing-page';
import { ListingStatus } from '../components/listing-status';
import { ProductForm } from '../components/product-form';
import { StockPanel } from '../components/stock-panel';
import { changedFields, valuesOf } from '../components/product-form-values';

export function createLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) =>
    whenSignedIn(queryClient, () => queryClient.ensureQueryData(productQueryOptions(params.id ?? '')));
}

/** /update/:id: the listing's seller or an admin edits it, prefilled; only the changed fields are sent. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('listings.edit.title'));
  const { id = '' } = useParams();
  const { user, isAdmin } = useAuth();
  const { data: product } = useProduct(id);
  const update = useUpdateProduct();

  if (!user) return null;
  if (!isAdmin && user.email !== product.author) {
    return (
      <ErrorState
        headingLevel={1}
        title={t('listings.edit.forbiddenTitle')}
        text={t('listings.edit.forbiddenText')}
        action={
          <>
            <ButtonLink to={paths.product(product._id)}>{t('listings.edit.viewProduct')}</ButtonLink>
            <ButtonLink to={paths.myProducts} variant="secondary">
              {t('nav.myProducts')}
            </ButtonLink>
          </>
        }
      />
    );
  }

  return (
    <ListingPage
      heading={t('listings.edit.heading')}
      intro={
        <div className="flex flex-col gap-2">
          <p className="font-medium text-slate-900 dark:text-slate-100">{product.productName}</p>
          <ListingStatus product={product} />
          <p>{t('listings.notes.reReview')}</p>
        </div>
      }
    >
      <ProductForm
        // A saved edit comes back as the new listing: the form starts again from it.
        key={product.updatedAt}
        defaults={valuesOf(product)}
        submitLabel={t('listings.edit.submit')}
        onSave={async (values) => {
          const changes = changedFields(values, product);
          if (Object.keys(changes).length === 0) {
            void showDialog({
              icon: 'info',
              title: t('listings.edit.noChangesTitle'),
              text: t('listings.edit.noChanges'),
            });
            return;
          }
          await update.mutateAsync({ id: product._id, changes });
          void showSuccess(t('listings.edit.success'));
        }}
      />
      <StockPanel product={product} />
    </ListingPage>
  );
}

export const ErrorBoundary = notFoundBoundary((t) => ({
  title: t('product.notFoundTitle'),
  text: t('listings.edit.notFoundText'),
  to: paths.myProducts,
  back: t('nav.myProducts'),
}));
