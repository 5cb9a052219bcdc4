import { FAMILIES } from '@/content/tools/families';
import { PITCHES, type Pitch } from '@/content/tools/pitches';
import type { ToolDefinition } from '@/content/tools/types';

/** The one quiet line about the product under each tool: its group's pitch, declared by its family. */
export function productPitch(
  tool: Pick<ToolDefinition, 'group'> & Partial<Pick<ToolDefinition, 'family'>>,
): Pitch {
  const families = FAMILIES.filter((family) => !tool.family || family.id === tool.family);
  const group = families.flatMap((family) => family.groups).find((g) => g.id === tool.group);
  return group?.pitch ?? PITCHES.default;
}
