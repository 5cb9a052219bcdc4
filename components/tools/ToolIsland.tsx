import type { ToolDefinition } from '@/content/tools/types';
import { FAMILY_ISLANDS, type FamilyIsland } from './islands';

/** Renders a tool with its family's island (components/tools/islands.tsx). */
export function ToolIsland({ tool }: { tool: ToolDefinition }) {
  // The map pairs each family with its own tools; looked up by a tool of any family, the pairing is lost.
  const Island = FAMILY_ISLANDS[tool.family] as FamilyIsland<ToolDefinition['family']>;
  return <Island tool={tool} />;
}
