'use client';

import dynamic from 'next/dynamic';

/**
 * Every tool island behind next/dynamic. All tools share one route (app/tools/[slug]); imported
 * directly, each page would ship the code of every island. Through here a page loads only the chunk
 * of the island it renders (the server still renders it into the HTML, so nothing pops in).
 */
export const CalculatorIsland = dynamic(() => import('./CalculatorIsland').then((m) => m.CalculatorIsland));
export const ConverterIsland = dynamic(() => import('./ConverterIsland').then((m) => m.ConverterIsland));
export const MultiplicationChart = dynamic(() =>
  import('./MultiplicationChart').then((m) => m.MultiplicationChart),
);
export const RandomNumberIsland = dynamic(() =>
  import('./RandomNumberIsland').then((m) => m.RandomNumberIsland),
);
export const ScientificIsland = dynamic(() => import('./ScientificIsland').then((m) => m.ScientificIsland));
export const ResumeBuilder = dynamic(() => import('./resume/ResumeBuilder').then((m) => m.ResumeBuilder));
export const AiSignalsIsland = dynamic(() => import('./text/AiSignalsIsland').then((m) => m.AiSignalsIsland));
export const GrammarIsland = dynamic(() => import('./text/GrammarIsland').then((m) => m.GrammarIsland));
export const PlagiarismIsland = dynamic(() =>
  import('./text/PlagiarismIsland').then((m) => m.PlagiarismIsland),
);
export const TextCounterIsland = dynamic(() =>
  import('./text/TextCounterIsland').then((m) => m.TextCounterIsland),
);
export const DocumentIsland = dynamic(() =>
  import('./documents/DocumentIsland').then((m) => m.DocumentIsland),
);
export const AvatarGeneratorIsland = dynamic(() =>
  import('./media/AvatarGeneratorIsland').then((m) => m.AvatarGeneratorIsland),
);
export const CharacterGeneratorIsland = dynamic(() =>
  import('./media/CharacterGeneratorIsland').then((m) => m.CharacterGeneratorIsland),
);
export const ProfilePictureIsland = dynamic(() =>
  import('./media/ProfilePictureIsland').then((m) => m.ProfilePictureIsland),
);
export const MediaConvertIsland = dynamic(() =>
  import('./media/convert/MediaConvertIsland').then((m) => m.MediaConvertIsland),
);
