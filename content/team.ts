import type { z } from 'zod';
import { defineEntries } from './define';
import { personSchema, type Person } from './schema/marketing';

/**
 * The people on /about/team/. They are fictional, so there are no photos: every person is drawn
 * as generated initials (components/ui/Avatar). A role may run over two lines (`\n`); a LinkedIn
 * URL is shown only when one is given.
 */
export type PersonInput = z.input<typeof personSchema>;
export type { Person };

export const TEAM_FILE = 'content/team.ts';

/** Checks one list of people; a mistake fails the build naming this file, the person's id and the field. */
export function definePeople(entries: readonly PersonInput[]): Person[] {
  return defineEntries(TEAM_FILE, personSchema, entries, 'id');
}

export const teamMembers = definePeople([
  {
    id: 'helena-brooks',
    name: 'Helena Brooks',
    role: 'Co-founder\nChief Executive Officer',
    linkedin: '',
  },
  {
    id: 'rohan-mehta',
    name: 'Rohan Mehta',
    role: 'Co-founder\nChief Technology Officer',
    linkedin: '',
  },
  {
    id: 'adaeze-nwosu',
    name: 'Adaeze Nwosu',
    role: 'VP of Assessment Science\nIndustrial-organizational psychologist',
    linkedin: '',
  },
  {
    id: 'julian-park',
    name: 'Julian Park',
    role: 'Head of Product',
    linkedin: '',
  },
  {
    id: 'lucia-fernandez',
    name: 'Lucía Fernández',
    role: 'Head of Engineering',
    linkedin: '',
  },
  {
    id: 'theo-lambert',
    name: 'Theo Lambert',
    role: 'Head of Machine Learning',
    linkedin: '',
  },
  {
    id: 'simone-achterberg',
    name: 'Simone Achterberg',
    role: 'Head of Customer Success',
    linkedin: '',
  },
  {
    id: 'kofi-asante',
    name: 'Kofi Asante',
    role: 'Head of Sales',
    linkedin: '',
  },
  {
    id: 'beatrice-owusu',
    name: 'Beatrice Owusu',
    role: 'Head of People\nRuns hiring at Quotient',
    linkedin: '',
  },
  {
    id: 'mira-castell',
    name: 'Mira Castell',
    role: 'Lead Product Designer',
    linkedin: '',
  },
  {
    id: 'caleb-morgan',
    name: 'Caleb Morgan',
    role: 'Head of Marketing',
    linkedin: '',
  },
  {
    id: 'ines-wojcik',
    name: 'Inés Wojcik',
    role: 'Data Protection Officer\nTrust and compliance',
    linkedin: '',
  },
]);

export const advisors = definePeople([
  {
    id: 'margaret-ilori',
    name: 'Margaret Ilori',
    role: 'Advisor, assessment validity\nProfessor of industrial-organizational psychology',
    linkedin: '',
  },
  {
    id: 'stefan-halloran',
    name: 'Stefan Halloran',
    role: 'Advisor, employment law and AI regulation\nEmployment lawyer',
    linkedin: '',
  },
  {
    id: 'rosalind-mwangi',
    name: 'Rosalind Mwangi',
    role: 'Advisor, talent acquisition\nFormer Chief People Officer, global retail',
    linkedin: '',
  },
  {
    id: 'henrik-bauer',
    name: 'Henrik Bauer',
    role: 'Advisor, go-to-market\nFormer Chief Revenue Officer, HR software',
    linkedin: '',
  },
]);

export function peopleIn(group: 'team' | 'advisors'): Person[] {
  return group === 'team' ? teamMembers : advisors;
}
