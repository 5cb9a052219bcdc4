import type { UtilityTool } from '@/content/tools/utilities/family';
import { EmailLookupIsland, ExcelFormulaIsland, PasswordGeneratorIsland, PhoneLookupIsland } from './islands';

export function UtilityFamilyIsland({ tool }: { tool: UtilityTool }) {
  switch (tool.kind) {
    case 'password':
      return <PasswordGeneratorIsland method={tool.method} />;
    case 'phone-lookup':
      return <PhoneLookupIsland method={tool.method} />;
    case 'email-lookup':
      return <EmailLookupIsland method={tool.method} />;
    case 'excel-formula':
      return <ExcelFormulaIsland method={tool.method} />;
  }
}
