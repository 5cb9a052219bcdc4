'use client';

import dynamic from 'next/dynamic';

// Why behind next/dynamic: see components/tools/islands.tsx.
export const ConverterIsland = dynamic(() => import('../ConverterIsland').then((m) => m.ConverterIsland));
export const MultiplicationChart = dynamic(() =>
  import('../MultiplicationChart').then((m) => m.MultiplicationChart),
);
export const RandomNumberIsland = dynamic(() =>
  import('../RandomNumberIsland').then((m) => m.RandomNumberIsland),
);
