'use client';

import dynamic from 'next/dynamic';

// The family's client islands, each behind next/dynamic: all tools share one route, so imported
// directly every page would ship every island; this way a page loads only the chunk it renders
// (the server still renders it into the HTML, so nothing pops in).

export const AiSignalsIsland = dynamic(() => import('./AiSignalsIsland').then((m) => m.AiSignalsIsland));
export const GrammarIsland = dynamic(() => import('./GrammarIsland').then((m) => m.GrammarIsland));
export const PlagiarismIsland = dynamic(() => import('./PlagiarismIsland').then((m) => m.PlagiarismIsland));
export const TextCounterIsland = dynamic(() =>
  import('./TextCounterIsland').then((m) => m.TextCounterIsland),
);
export const ParaphraseIsland = dynamic(() => import('./ParaphraseIsland').then((m) => m.ParaphraseIsland));
export const SummaryIsland = dynamic(() => import('./SummaryIsland').then((m) => m.SummaryIsland));
export const RewriterIsland = dynamic(() => import('./RewriterIsland').then((m) => m.RewriterIsland));
