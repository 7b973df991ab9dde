import type { User } from '@bulkbazar/contract';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { UserMenu } from './user-menu';

// The mobile menu's account block comes from here too: one chunk, one file name in the entry's list of chunks.
export { MobileAccount } from './mobile-account';

/**
 * What the navbar shows a signed-in person beside the cart: the notifications bell and the account menu. One
 * lazily loaded chunk for them and the mobile menu's account block, so the entry chunk (which has no room left,
 * decision 9) names a single file for all three.
 */
export function AccountControls({ user }: { user: User }) {
  return (
    <>
      <NotificationBell />
      <UserMenu user={user} />
    </>
  );
}
