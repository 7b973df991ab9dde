import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DialogHost } from '@/components/ui/dialog-host';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { i18n } from '@/lib/i18n';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AuthProvider>
          {children}
          <DialogHost />
        </AuthProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
