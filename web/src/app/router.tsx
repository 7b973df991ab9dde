import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes';

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
