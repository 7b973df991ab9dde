import { useNavigate } from 'react-router';
import { RouteErrorView } from '@/components/route-error-view';
import { showSuccess } from '@/lib/dialogs';
import { useTranslation } from '@/lib/i18n';
import { rfqPaths } from '@/features/rfq/rfq-paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RfqForm } from '../components/rfq-form';

/** /rfq/new: a request in a category, for something no single listing offers; every seller there sees it. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('rfq.new.title'));
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold">{t('rfq.new.title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t('rfq.new.intro')}</p>
      </div>
      <RfqForm
        onCreated={(rfq) => {
          void navigate(rfqPaths.one(rfq._id));
          void showSuccess(t('rfq.sent'));
        }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
