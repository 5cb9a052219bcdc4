'use client';

import dynamic from 'next/dynamic';

// Why behind next/dynamic: see components/tools/islands.tsx.
export const TextCounterIsland = dynamic(() =>
  import('../text/TextCounterIsland').then((m) => m.TextCounterIsland),
);
export const GrammarIsland = dynamic(() => import('../text/GrammarIsland').then((m) => m.GrammarIsland));
export const PlagiarismIsland = dynamic(() =>
  import('../text/PlagiarismIsland').then((m) => m.PlagiarismIsland),
);
export const AiSignalsIsland = dynamic(() =>
  import('../text/AiSignalsIsland').then((m) => m.AiSignalsIsland),
);
export const ParaphraseIsland = dynamic(() =>
  import('../rewrite/ParaphraseIsland').then((m) => m.ParaphraseIsland),
);
export const RewriterIsland = dynamic(() =>
  import('../rewrite/RewriterIsland').then((m) => m.RewriterIsland),
);
export const SummaryIsland = dynamic(() => import('../rewrite/SummaryIsland').then((m) => m.SummaryIsland));
