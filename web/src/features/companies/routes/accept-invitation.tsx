import { WEB_ROUTES } from '@bulkbazar/contract';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAcceptInvitation } from '../api/companies';

/**
 * /company-invitations/:token (signed in; signed out, the login page and back), the link an invitation's e-mail
 * and notification carry (issue 31 item 1). Opening it changes nothing: joining is the button's POST, so a mail
 * scanner following links joins no one. Only the invited address's account can join, once.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('company.invitation.title'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{t('company.invitation.title')}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t('company.invitation.text')}</p>
      {accept.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {accept.error.message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={accept.isPending}
          aria-busy={accept.isPending}
          onClick={() =>
            accept.mutate(token, { onSuccess: () => void navigate(WEB_ROUTES.company, { replace: true }) })
          }
        >
          {accept.isPending ? t('company.invitation.accepting') : t('company.invitation.accept')}
        </Button>
        <Link
          to={WEB_ROUTES.company}
          className="self-center text-emerald-700 underline dark:text-emerald-400"
        >
          {t('company.invitation.open')}
        </Link>
      </div>
    </div>
  );
}
