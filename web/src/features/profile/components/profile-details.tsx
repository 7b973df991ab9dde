import { type User } from '@bulkbazar/contract';
import { formatDhakaDate } from '@/lib/format';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

export function ProfileDetails({
  user,
  onEdit,
  focusEdit,
}: {
  user: User;
  onEdit: () => void;
  /** Back from editing: focus returns to the button that started it. */
  focusEdit: boolean;
}) {
  const { t } = useTranslation();
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) editRef.current?.focus();
  }, [focusEdit]);

  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
      <Avatar name={user.name} src={user.image} size="lg" alt={t('profile.photoOf', { name: user.name })} />
      <div className="min-w-0 flex-1">
        <h2 className="text-2xl font-bold break-words">{user.name}</h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600 dark:text-slate-400">{t('profile.email')}</dt>
          <dd className="min-w-0 break-all">{user.email}</dd>
          <dt className="text-slate-600 dark:text-slate-400">{t('profile.role')}</dt>
          <dd>
            <Badge tone={user.role === 'admin' ? 'warning' : 'success'}>
              {t(`profile.roles.${user.role}`)}
            </Badge>
          </dd>
          <dt className="text-slate-600 dark:text-slate-400">{t('profile.memberSince')}</dt>
          <dd>{formatDhakaDate(user.createdAt)}</dd>
        </dl>
      </div>
      <div>
        <Button ref={editRef} variant="secondary" onClick={onEdit}>
          {t('profile.edit')}
        </Button>
      </div>
    </div>
  );
}
