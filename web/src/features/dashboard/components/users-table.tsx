import { type User } from '@bulkbazar/contract';
import { formatDhakaDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Cell, DataTable, Row, RowHeader, thClasses } from './data-table';
import { StaffRolesEditor } from './staff-roles-editor';
import { UserActions } from './user-actions';

/** `canEdit`: the viewer is an administrator (support staff read the list only). */
export function UsersTable({
  users,
  selfId,
  canEdit = true,
}: {
  users: User[];
  selfId: string | undefined;
  canEdit?: boolean;
}) {
  const { t } = useTranslation();
  const label = {
    avatar: t('dashboard.users.avatar'),
    name: t('dashboard.users.name'),
    email: t('dashboard.users.email'),
    role: t('dashboard.users.role'),
    status: t('dashboard.users.statusCol'),
    joined: t('dashboard.users.joined'),
    actions: t('dashboard.list.actions'),
  };
  return (
    <DataTable
      stacked
      caption={t('dashboard.users.title')}
      head={Object.values(label).map((column) => (
        <th key={column} scope="col" className={column === label.avatar ? `${thClasses} sr-only` : thClasses}>
          {column}
        </th>
      ))}
    >
      {users.map((user) => {
        const isSelf = user._id === selfId;
        return (
          <Row key={user._id}>
            <Cell label={label.avatar}>
              <Avatar name={user.name} src={user.image} />
            </Cell>
            <RowHeader label={label.name} className="font-semibold">
              {user.name}
              {isSelf && (
                <span className="ml-2">
                  <Badge>{t('dashboard.users.you')}</Badge>
                </span>
              )}
            </RowHeader>
            <Cell label={label.email} className="max-md:wrap-anywhere">
              {user.email}
            </Cell>
            <Cell label={label.role}>
              <Badge tone={user.role === 'admin' ? 'success' : 'neutral'}>
                {t(`dashboard.users.roles.${user.role}`)}
              </Badge>
              {user.roles
                ?.filter((r) => r !== 'admin')
                .map((r) => (
                  <span key={r} className="ml-1">
                    <Badge>{t(`staffRoles.${r}`)}</Badge>
                  </span>
                ))}
            </Cell>
            <Cell label={label.status}>
              <Badge tone={user.banned ? 'danger' : 'neutral'}>
                {user.banned ? t('dashboard.users.blockedStatus') : t('dashboard.users.active')}
              </Badge>
            </Cell>
            <Cell label={label.joined}>{formatDhakaDate(user.createdAt)}</Cell>
            <Cell label={label.actions}>
              {canEdit ? (
                <>
                  <UserActions user={user} isSelf={isSelf} />
                  <StaffRolesEditor user={user} />
                </>
              ) : (
                '—'
              )}
            </Cell>
          </Row>
        );
      })}
    </DataTable>
  );
}
