import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { meQueryOptions } from './lib/auth/api/get-me';
import { createQueryClient } from './lib/query-client';
import './index.css';

const queryClient = createQueryClient();
// Who is signed in is asked before React renders, in parallel with the first page's code and data.
void queryClient.prefetchQuery(meQueryOptions());
const router = createAppRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
