'use client';

import dynamic from 'next/dynamic';

// Why behind next/dynamic: see components/tools/islands.tsx.
export const ResumeBuilder = dynamic(() => import('../resume/ResumeBuilder').then((m) => m.ResumeBuilder));
export const SalaryFinderIsland = dynamic(() =>
  import('../pay/SalaryFinderIsland').then((m) => m.SalaryFinderIsland),
);
export const EquivalentSalaryIsland = dynamic(() =>
  import('../pay/EquivalentSalaryIsland').then((m) => m.EquivalentSalaryIsland),
);
export const TemplateGallery = dynamic(() => import('./TemplateGallery').then((m) => m.TemplateGallery));
export const JobDescriptionGenerator = dynamic(() =>
  import('./JobDescriptionGenerator').then((m) => m.JobDescriptionGenerator),
);
export const ResumeParser = dynamic(() => import('./ResumeParser').then((m) => m.ResumeParser));
export const MockInterview = dynamic(() => import('./MockInterview').then((m) => m.MockInterview));
export const BooleanSearchIsland = dynamic(() =>
  import('../utilities/BooleanSearchIsland').then((m) => m.BooleanSearchIsland),
);
