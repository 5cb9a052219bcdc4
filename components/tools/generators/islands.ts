'use client';

import dynamic from 'next/dynamic';

// Why behind next/dynamic: see components/tools/islands.tsx.
export const GeneratorIsland = dynamic(() => import('./GeneratorIsland').then((m) => m.GeneratorIsland));
export const ComposerIsland = dynamic(() =>
  import('../compose/ComposerIsland').then((m) => m.ComposerIsland),
);
