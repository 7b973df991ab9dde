import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { meQueryOptions } from './lib/auth/api/get-me';
import { loadShellTexts } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './index.css';

const queryClient = createQueryClient();
// Who is signed in is asked before React renders, in parallel with the first page's code and data.
void queryClient.prefetchQuery(meQueryOptions());
const router = createAppRouter(queryClient);

// The shell's texts of the page's language come in their own chunk (preloaded by the server's HTML): the first
// render waits for them rather than flashing keys or another language.
void loadShellTexts().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
