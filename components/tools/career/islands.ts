'use client';

import dynamic from 'next/dynamic';

// The family's client islands, each behind next/dynamic: all tools share one route, so imported
// directly every page would ship every island; this way a page loads only the chunk it renders
// (the server still renders it into the HTML, so nothing pops in).

export const ResumeBuilder = dynamic(() => import('./resume/ResumeBuilder').then((m) => m.ResumeBuilder));
export const TemplateGallery = dynamic(() => import('./TemplateGallery').then((m) => m.TemplateGallery));
export const BooleanSearchIsland = dynamic(() =>
  import('./BooleanSearchIsland').then((m) => m.BooleanSearchIsland),
);
export const JobDescriptionGenerator = dynamic(() =>
  import('./JobDescriptionGenerator').then((m) => m.JobDescriptionGenerator),
);
export const ResumeParser = dynamic(() => import('./ResumeParser').then((m) => m.ResumeParser));
export const SalaryFinderIsland = dynamic(() =>
  import('./pay/SalaryFinderIsland').then((m) => m.SalaryFinderIsland),
);
export const EquivalentSalaryIsland = dynamic(() =>
  import('./pay/EquivalentSalaryIsland').then((m) => m.EquivalentSalaryIsland),
);
export const MockInterview = dynamic(() => import('./MockInterview').then((m) => m.MockInterview));
