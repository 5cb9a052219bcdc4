'use client';

import dynamic from 'next/dynamic';

// Why behind next/dynamic: see components/tools/islands.tsx.
export const CalculatorIsland = dynamic(() => import('../CalculatorIsland').then((m) => m.CalculatorIsland));
export const ScientificIsland = dynamic(() => import('../ScientificIsland').then((m) => m.ScientificIsland));
