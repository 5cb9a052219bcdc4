'use client';

import dynamic from 'next/dynamic';

// Why behind next/dynamic: see components/tools/islands.tsx.
export const QuestionsIsland = dynamic(() => import('./QuestionsIsland').then((m) => m.QuestionsIsland));
