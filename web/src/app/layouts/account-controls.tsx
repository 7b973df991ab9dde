import type { User } from '@bulkbazar/contract';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { UserMenu } from './user-menu';

/**
 * What the navbar shows a signed-in person beside the cart: the notifications bell and the account menu. One
 * lazily loaded chunk for both, so the entry chunk (which has no room left, decision 9) holds a single dynamic
 * import for them.
 */
export function AccountControls({ user }: { user: User }) {
  return (
    <>
      <NotificationBell />
      <UserMenu user={user} />
    </>
  );
}
