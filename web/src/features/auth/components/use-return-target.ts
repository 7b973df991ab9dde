import { useLocation } from 'react-router';
import { returnPath } from '@/lib/auth/return-to';

/** The page to go back to once signed in: the one a guard sent the visitor from, or ?next=, or home. */
export function useReturnTarget(): string {
  const location = useLocation();
  return returnPath(location.state, location.search);
}
