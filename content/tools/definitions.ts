import { FAMILIES } from './families';
import type { ToolDefinition } from './types';

/** Every built tool, family by family (the hub orders them by group); each family lists its own. */
export const definitions: readonly ToolDefinition[] = FAMILIES.flatMap(
  (family): readonly ToolDefinition[] => family.tools,
);
