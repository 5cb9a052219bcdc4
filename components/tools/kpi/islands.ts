'use client';

import dynamic from 'next/dynamic';

// Why behind next/dynamic: see components/tools/islands.tsx.
export const KpiIsland = dynamic(() => import('./KpiIsland').then((m) => m.KpiIsland));
