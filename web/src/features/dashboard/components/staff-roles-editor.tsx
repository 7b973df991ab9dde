import { STAFF_ROLES, type StaffRole, type User } from '@bulkbazar/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { showError } from '@/lib/dialogs';
import { useTranslation } from '@/lib/i18n';
import { useUpdateUser } from '../api/update-user';
import { useNotice } from './notice';

/**
 * An administrator ticks a user's staff roles and saves them (POST …/role {roles}; none ticked: a plain user).
 * The server refuses removing the last administrator, and records the change in the audit trail.
 */
export function StaffRolesEditor({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const notify = useNotice();
  const [roles, setRoles] = useState<StaffRole[]>(user.roles ?? []);
  const name = user.name || user.email;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await update.mutateAsync({ id: user._id, change: { kind: 'roles', roles } });
      notify(t('staffRoles.saved', { name }));
    } catch (error) {
      void showError((error as Error).message);
    }
  }
  const toggle = (role: StaffRole, on: boolean) =>
    setRoles((now) =>
      on ? STAFF_ROLES.filter((r) => r === role || now.includes(r)) : now.filter((r) => r !== role),
    );

  return (
    <form onSubmit={(e) => void save(e)} className="mt-2">
      <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <legend className="sr-only">{t('staffRoles.legend')}</legend>
        {STAFF_ROLES.map((role) => (
          <label key={role} className="inline-flex min-h-8 items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              name={role}
              checked={roles.includes(role)}
              onChange={(e) => toggle(role, e.target.checked)}
              className="size-4"
            />
            {t(`staffRoles.${role}`)}
          </label>
        ))}
        <Button type="submit" size="sm" variant="secondary" disabled={update.isPending}>
          {t('staffRoles.save')}
        </Button>
      </fieldset>
    </form>
  );
}
