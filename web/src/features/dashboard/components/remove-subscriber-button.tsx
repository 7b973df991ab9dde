import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { showError } from '@/lib/dialogs';
import { useRemoveSubscriber } from '../api/remove-subscriber';
import { confirmAction } from './confirm';
import { useNotice } from './notice';

/** Takes one address off the newsletter list, after a confirmation (an admin acting on a request, say). */
export function RemoveSubscriberButton({ id, email }: { id: string; email: string }) {
  const { t } = useTranslation();
  const remove = useRemoveSubscriber();
  const notify = useNotice();

  async function run() {
    const confirmed = await confirmAction(
      t('dashboard.newsletter.removeTitle', { email }),
      t('dashboard.newsletter.removeText'),
      t('dashboard.newsletter.remove'),
    );
    if (!confirmed) return;
    try {
      await remove.mutateAsync(id);
      notify(t('dashboard.newsletter.removed', { email }));
    } catch (error) {
      void showError((error as Error).message);
    }
  }

  return (
    <Button
      size="sm"
      variant="ghost"
      className="text-red-700 dark:text-red-300"
      disabled={remove.isPending}
      aria-label={t('dashboard.newsletter.removeLabel', { email })}
      onClick={() => void run()}
    >
      {t('dashboard.newsletter.remove')}
    </Button>
  );
}
