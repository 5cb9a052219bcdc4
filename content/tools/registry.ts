import { ContentError, defineEntries } from '../define';
import { definitions } from './definitions';
import { FAMILIES, type Family } from './families';
import { toolSchema } from './schema';
import type { ToolDefinition } from './types';

/**
 * Every free tool, checked once when first imported (which happens while the site builds): the
 * schema per entry, then what only the whole list can tell (related tools exist, groups exist).
 */
function load(): ToolDefinition[] {
  const file = 'content/tools/families.ts';
  defineEntries(file, toolSchema, definitions, 'slug');
  const slugs = new Set(definitions.map((tool) => tool.slug));
  const issues: string[] = [];
  for (const tool of definitions) {
    for (const other of tool.related) {
      if (!slugs.has(other)) issues.push(`entry "${tool.slug}", field "related": no tool "${other}"`);
      if (other === tool.slug) issues.push(`entry "${tool.slug}", field "related": lists itself`);
    }
    const family = FAMILIES.find((f) => f.id === tool.family);
    if (!family?.groups.some((group) => group.id === tool.group)) {
      issues.push(`entry "${tool.slug}", field "group": "${tool.group}" is not a group of ${tool.family}`);
    }
  }
  if (issues.length) throw new ContentError(file, issues);
  return [...definitions];
}

const tools = load();

export function allTools(): readonly ToolDefinition[] {
  return tools;
}

/** Related tools that exist as pages, in the order given. */
export function relatedTools(tool: ToolDefinition): ToolDefinition[] {
  return tool.related.map((slug) => toolBySlug(slug)).filter((other) => other !== undefined);
}

export function toolBySlug(slug: string): ToolDefinition | undefined {
  return tools.find((tool) => tool.slug === slug);
}

export type FamilyListing = Pick<Family, 'id' | 'title' | 'lead'> & {
  groups: { id: string; title: string; tools: ToolDefinition[] }[];
};

/** The hub's structure: families in order, their groups in order, only those with tools. */
export function toolsByFamily(): FamilyListing[] {
  return FAMILIES.map((family) => ({
    id: family.id,
    title: family.title,
    lead: family.lead,
    groups: family.groups
      .map((group) => ({
        id: group.id,
        title: group.title,
        tools: tools.filter((tool) => tool.family === family.id && tool.group === group.id),
      }))
      .filter((group) => group.tools.length > 0),
  })).filter((family) => family.groups.length > 0);
}
