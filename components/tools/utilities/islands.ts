'use client';

import dynamic from 'next/dynamic';

// The family's client islands, each behind next/dynamic: all tools share one route, so imported
// directly every page would ship every island; this way a page loads only the chunk it renders
// (the server still renders it into the HTML, so nothing pops in).

export const PasswordGeneratorIsland = dynamic(() =>
  import('./PasswordGeneratorIsland').then((m) => m.PasswordGeneratorIsland),
);
export const PhoneLookupIsland = dynamic(() =>
  import('./PhoneLookupIsland').then((m) => m.PhoneLookupIsland),
);
export const EmailLookupIsland = dynamic(() =>
  import('./EmailLookupIsland').then((m) => m.EmailLookupIsland),
);
export const ExcelFormulaIsland = dynamic(() =>
  import('./ExcelFormulaIsland').then((m) => m.ExcelFormulaIsland),
);
