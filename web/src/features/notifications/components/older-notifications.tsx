import type { ComponentProps } from 'react';
import { useOlderNotifications } from '../api/get-notifications';
import { NotificationRow } from './notification-row';

type RowProps = Omit<ComponentProps<typeof NotificationRow>, 'item'>;

/** The rows of an older page, once it has come ("Load more" shows that it is on its way). */
export function OlderNotifications({ before, ...row }: RowProps & { before: string }) {
  const { data } = useOlderNotifications(before);
  return data?.items.map((item) => <NotificationRow key={item.id} item={item} {...row} />);
}
