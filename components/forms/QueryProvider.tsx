'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

// One client for every form island on the page. A failed send is never retried behind the
// visitor's back: they see the message and decide.
const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
