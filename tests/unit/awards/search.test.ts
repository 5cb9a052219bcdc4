import { describe, expect, it } from 'vitest';
import { countNominees, searchNominees, type NomineeGroup } from '@/lib/awards/search';

type N = { nomineeName: string; nomineeCompany?: string };
const groups: NomineeGroup<N>[] = [
  {
    category: "People's Choice Award",
    nominees: [{ nomineeName: 'Amara Okafor' }, { nomineeName: 'Lucas Brennan' }],
  },
  {
    category: 'Innovation Award',
    nominees: [{ nomineeName: 'Priya Raman' }, { nomineeName: 'Marta Kowal' }],
  },
  { category: 'People-First Award', nominees: [{ nomineeName: 'Tomás Rivera' }] },
];

describe('searchNominees', () => {
  it('matches a case-insensitive substring of nomineeName within each group', () => {
    const result = searchNominees(groups, 'AR');
    expect(result).toEqual([
      { category: "People's Choice Award", nominees: [{ nomineeName: 'Amara Okafor' }] },
      { category: 'Innovation Award', nominees: [{ nomineeName: 'Marta Kowal' }] },
    ]);
  });

  it('drops groups with no match and keeps the group order', () => {
    expect(searchNominees(groups, 'riv').map((g) => g.category)).toEqual(['People-First Award']);
    expect(searchNominees(groups, 'an').map((g) => g.category)).toEqual([
      "People's Choice Award",
      'Innovation Award',
    ]);
  });

  it('matches inside a name, not only at its start', () => {
    expect(searchNominees(groups, 'kowa')[0]?.nominees).toEqual([{ nomineeName: 'Marta Kowal' }]);
  });

  it('does not search other fields', () => {
    const withCompany: NomineeGroup<N>[] = [
      { category: 'Innovation Award', nominees: [{ nomineeName: 'Priya Raman', nomineeCompany: 'Zeta' }] },
    ];
    expect(searchNominees(withCompany, 'zeta')).toEqual([]);
  });

  it('returns nothing when no name matches', () => {
    expect(searchNominees(groups, 'zzz')).toEqual([]);
  });

  it('keeps every group for an empty or blank query, ignoring spaces around a query', () => {
    expect(searchNominees(groups, '')).toEqual(groups);
    expect(searchNominees(groups, '   ')).toEqual(groups);
    expect(countNominees(searchNominees(groups, '  priya '))).toBe(1);
  });

  it('does not change the groups it was given', () => {
    searchNominees(groups, 'amara');
    expect(countNominees(groups)).toBe(5);
  });
});
