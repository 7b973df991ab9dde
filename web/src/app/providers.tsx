import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DialogHost } from '@/components/ui/dialog-host';
import { AuthProvider } from '@/lib/auth/auth-provider';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <DialogHost />
      </AuthProvider>
    </QueryClientProvider>
  );
}
