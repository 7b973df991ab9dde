import type { User } from '@bulkbazar/contract';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { showError } from '@/lib/dialogs';
import { useUpdateUser, type UserChange } from '../api/update-user';
import { confirmAction } from './confirm';
import { useNotice } from './notice';

/**
 * Promote/demote and block/unblock, each after a confirmation. On their own row an admin gets the buttons
 * disabled: the server refuses an admin demoting or blocking themselves, so the page does not offer it.
 */
export function UserActions({ user, isSelf }: { user: User; isSelf: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const notify = useNotice();
  const name = user.name || user.email;

  async function run(change: UserChange, title: string, text: string, confirm: string, done: string) {
    if (!(await confirmAction(title, text, confirm))) return;
    try {
      await update.mutateAsync({ id: user._id, change });
      notify(done);
    } catch (error) {
      void showError((error as Error).message);
    }
  }

  const isAdmin = user.role === 'admin';
  const roleButton = isAdmin ? t('dashboard.users.demote') : t('dashboard.users.promote');
  const blockButton = user.banned ? t('dashboard.users.unblock') : t('dashboard.users.block');
  const selfNote = isSelf ? t('dashboard.users.selfNote') : undefined;

  return (
    <div className="flex flex-wrap gap-2 whitespace-nowrap">
      <Button
        size="sm"
        variant="secondary"
        disabled={isSelf || update.isPending}
        title={selfNote}
        onClick={() =>
          void (isAdmin
            ? run(
                { kind: 'role', role: 'user' },
                t('dashboard.users.demoteTitle', { name }),
                t('dashboard.users.demoteText'),
                roleButton,
                t('dashboard.users.demoted', { name }),
              )
            : run(
                { kind: 'role', role: 'admin' },
                t('dashboard.users.promoteTitle', { name }),
                t('dashboard.users.promoteText'),
                roleButton,
                t('dashboard.users.promoted', { name }),
              ))
        }
      >
        {roleButton}
      </Button>
      <Button
        size="sm"
        variant={user.banned ? 'secondary' : 'ghost'}
        disabled={isSelf || update.isPending}
        title={selfNote}
        className={user.banned ? '' : 'text-red-700 dark:text-red-300'}
        onClick={() =>
          void (user.banned
            ? run(
                { kind: 'unblock' },
                t('dashboard.users.unblockTitle', { name }),
                t('dashboard.users.unblockText'),
                blockButton,
                t('dashboard.users.unblocked', { name }),
              )
            : run(
                { kind: 'block' },
                t('dashboard.users.blockTitle', { name }),
                t('dashboard.users.blockText'),
                blockButton,
                t('dashboard.users.blocked', { name }),
              ))
        }
      >
        {blockButton}
      </Button>
    </div>
  );
}
