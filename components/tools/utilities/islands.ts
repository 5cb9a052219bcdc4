'use client';

import dynamic from 'next/dynamic';

// Why behind next/dynamic: see components/tools/islands.tsx.
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
