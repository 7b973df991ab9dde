import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth/use-auth';
import { paths } from '@/lib/paths';

/** Signs out and goes home; a failure is shown by the auth actions and leaves the visitor where they are. */
export function useSignOut(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await logout({ leave: () => navigate(paths.home, { replace: true }) });
  };
}
