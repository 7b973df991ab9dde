import { useLocation, useNavigation } from 'react-router';

/** True while a navigation to this same page (another filter or page number) is loading its data. */
export function useListUpdating(): boolean {
  const location = useLocation();
  const navigation = useNavigation();
  return navigation.state === 'loading' && navigation.location.pathname === location.pathname;
}
