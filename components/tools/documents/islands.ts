'use client';

import dynamic from 'next/dynamic';

// Why behind next/dynamic: see components/tools/islands.tsx.
export const DocumentIsland = dynamic(() => import('./DocumentIsland').then((m) => m.DocumentIsland));
