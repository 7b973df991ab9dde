import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showSuccess } from '@/lib/dialogs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAddProduct } from '../api/add-product';
import { ListingPage } from '../components/listing-page';
import { ProductForm } from '../components/product-form';
import { EMPTY_PRODUCT, formFields } from '../components/product-form-values';

/** /addproduct (and /dashboard/addproduct): a new listing, which waits for review before the public sees it. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('listings.add.title'));
  const add = useAddProduct();
  // A new key after each success gives a fresh, empty form: fields and images.
  const [round, setRound] = useState(0);

  return (
    <ListingPage heading={t('listings.add.heading')} intro={t('listings.add.intro')}>
      <ProductForm
        key={round}
        defaults={EMPTY_PRODUCT}
        submitLabel={t('listings.add.submit')}
        onSave={async (values) => {
          await add.mutateAsync(formFields(values));
          setRound((n) => n + 1);
          void showSuccess(t('listings.add.success'));
        }}
      />
    </ListingPage>
  );
}
