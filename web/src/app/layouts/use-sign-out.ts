import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth/use-auth';
import { paths } from '@/lib/paths';

/**
 * Signs out and goes home; a failure is shown by the auth actions and leaves the visitor where they are. Once
 * out, what the account left on this phone goes: the service worker's non-public caches, a cart kept offline
 * (decision 0032; loaded only then, it is not the first page's).
 */
export function useSignOut(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return async () => {
    if (await logout({ leave: () => navigate(paths.home, { replace: true }) })) {
      await import('@/lib/pwa/clear-personal').then(({ clearPersonalData }) => clearPersonalData());
    }
  };
}
