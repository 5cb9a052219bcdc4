import type { RoleFamilyId } from './families';

export type { RoleFamilyId };

/** A common role: its family's lines plus what is particular to it. */
export interface Role {
  readonly title: string;
  readonly family: RoleFamilyId;
  /** Completes "As our <title>, you will …": the role's purpose in one clause. */
  readonly mission: string;
  readonly responsibilities: readonly string[];
  readonly skills: readonly string[];
}

/** Roles whose title contains every word typed, best matches (title starts with it) first. */
export function searchRoles(roles: readonly Role[], query: string, limit = 8): readonly Role[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const matches = roles.filter((role) => words.every((word) => role.title.toLowerCase().includes(word)));
  const lead = query.trim().toLowerCase();
  return [...matches]
    .sort(
      (a, b) =>
        Number(b.title.toLowerCase().startsWith(lead)) - Number(a.title.toLowerCase().startsWith(lead)),
    )
    .slice(0, limit);
}

export function findRole(roles: readonly Role[], title: string): Role | undefined {
  const wanted = title.trim().toLowerCase();
  return roles.find((role) => role.title.toLowerCase() === wanted);
}
