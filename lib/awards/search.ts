/** A named group of nominees: one award category and the people nominated in it. */
export type NomineeGroup<N extends { nomineeName: string }> = { category: string; nominees: N[] };

/**
 * The nominee search: within each group keep the nominees whose nomineeName contains the
 * query as a case-insensitive substring, and drop the groups left empty. A blank query (only
 * spaces) keeps every group; spaces around a query are ignored so a stray one does not hide a match.
 */
export function searchNominees<N extends { nomineeName: string }>(
  groups: readonly NomineeGroup<N>[],
  query: string,
): NomineeGroup<N>[] {
  const needle = query.trim().toLocaleLowerCase('en-US');
  if (!needle) return groups.map((group) => ({ ...group, nominees: [...group.nominees] }));
  return groups
    .map((group) => ({
      ...group,
      nominees: group.nominees.filter((nominee) =>
        nominee.nomineeName.toLocaleLowerCase('en-US').includes(needle),
      ),
    }))
    .filter((group) => group.nominees.length > 0);
}

/** How many nominees a list of groups holds. */
export function countNominees(groups: readonly NomineeGroup<{ nomineeName: string }>[]): number {
  return groups.reduce((sum, group) => sum + group.nominees.length, 0);
}
