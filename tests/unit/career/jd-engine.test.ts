import { describe, expect, it } from 'vitest';
import { blocksOf, jdFileStem, toDocumentModel, toMarkdown, toPlainText } from '@/lib/career/jd/export';
import {
  generateJobDescription,
  parseMoney,
  SAMPLE_INPUT,
  salaryProblems,
  type JdInput,
} from '@/lib/career/jd/generate';
import { checkLanguage } from '@/lib/career/jd/language';
import { JD_LISTS } from '@/content/tools/career/jd-lists';
import { ROLES } from '@/content/tools/career/jd-roles';
import { searchRoles } from '@/lib/career/jd/roles';
import { assertValidDocument } from '@/lib/downloads/document';

const section = (input: JdInput, id: string) =>
  generateJobDescription(input, JD_LISTS).sections.find((s) => s.id === id)?.text ?? '';

describe('the role library', () => {
  it('holds about 60 distinct roles and finds them as you type', () => {
    expect(ROLES.length).toBeGreaterThanOrEqual(55);
    expect(new Set(ROLES.map((role) => role.title)).size).toBe(ROLES.length);
    expect(searchRoles(ROLES, 'data').map((role) => role.title)).toEqual(
      expect.arrayContaining(['Data Analyst', 'Data Scientist', 'Data Engineer']),
    );
    expect(searchRoles(ROLES, 'data')[0]!.title.startsWith('Data')).toBe(true);
    expect(searchRoles(ROLES, 'eng man').map((role) => role.title)).toEqual(['Engineering Manager']);
    expect(searchRoles(ROLES, '   ')).toEqual([]);
  });
});

describe('generating a job description', () => {
  it('writes every section for the sample', () => {
    const jd = generateJobDescription(SAMPLE_INPUT, JD_LISTS);
    expect(jd.title).toBe('Recruiter');
    expect(jd.meta).toBe('Hybrid · Austin, TX · Full-time');
    expect(jd.sections.map((s) => s.id)).toEqual([
      'about',
      'role',
      'responsibilities',
      'requirements',
      'niceToHave',
      'encourage',
      'compensation',
      'eeo',
    ]);
    expect(section(SAMPLE_INPUT, 'role')).toBe(
      'As our Recruiter, you will find and hire great people for our teams. You will join the People & HR team. This is a full-time, hybrid role, based in Austin, TX.',
    );
    expect(section(SAMPLE_INPUT, 'requirements')).toContain('3+ years of relevant professional experience');
    expect(section(SAMPLE_INPUT, 'requirements')).toContain('Experience in full-cycle recruiting');
    expect(section(SAMPLE_INPUT, 'compensation')).toContain(
      'The pay for this role is $85,000 to $105,000 per year.',
    );
    expect(section(SAMPLE_INPUT, 'compensation')).toContain('- 401(k) with a company match');
    expect(section(SAMPLE_INPUT, 'eeo')).toMatch(/^Northwind Health is an equal opportunity employer\./);
  });

  it('adapts to seniority, workplace and an uncurated title', () => {
    const input: JdInput = {
      ...SAMPLE_INPUT,
      title: 'Growth Lead',
      department: 'marketing',
      seniority: 'director',
      workplace: 'remote',
      location: 'the US',
      salaryMin: '',
      salaryMax: '',
    };
    expect(section(input, 'role')).toContain('As our Growth Lead, you will');
    expect(section(input, 'role')).toContain(
      'This is a full-time, remote role open to candidates in the US.',
    );
    expect(section(input, 'responsibilities')).toContain('Build and lead a team of managers');
    expect(section(input, 'requirements')).toContain('10+ years of relevant experience');
    expect(section(input, 'compensation')).not.toContain('pay for this role');
    expect(section({ ...input, title: 'Senior Recruiter', seniority: 'senior' }, 'role')).toContain(
      'As our Senior Recruiter,',
    );
    expect(section({ ...input, title: 'Recruiter', seniority: 'senior' }, 'role')).toContain(
      'As our Senior Recruiter,',
    );
  });

  it('uses the same title in the heading, the body and the downloads', () => {
    for (const [title, seniority, expected] of [
      ['Data Analyst', 'senior', 'Senior Data Analyst'],
      ['Data Analyst', 'lead', 'Lead Data Analyst'],
      ['Senior Data Analyst', 'senior', 'Senior Data Analyst'],
      ['Data Analyst', 'mid', 'Data Analyst'],
    ] as const) {
      const input: JdInput = { ...SAMPLE_INPUT, title, seniority, companyBlurb: '' };
      const jd = generateJobDescription(input, JD_LISTS);
      expect(jd.title).toBe(expected);
      expect(section(input, 'role')).toContain(`As our ${expected},`);
      expect(section(input, 'about')).toContain(`${expected} who cares`);
      const model = toDocumentModel(jd, 'Northwind Health', '2026-01-01');
      expect(model.blocks[0]).toEqual({ kind: 'heading', level: 1, text: expected });
      expect(toMarkdown(jd).startsWith(`# ${expected}\n`)).toBe(true);
    }
  });

  it('generates text the language check finds clean', () => {
    for (const role of ROLES) {
      const jd = generateJobDescription(
        { ...SAMPLE_INPUT, title: role.title, department: role.family },
        JD_LISTS,
      );
      const flags = jd.sections.flatMap((s) => checkLanguage(s.text));
      expect(flags.map((f) => `${role.title}: ${f.term}`)).toEqual([]);
    }
  });
});

describe('the pay range', () => {
  it('reads the usual ways of typing money', () => {
    expect(parseMoney('$85,000')).toBe(85000);
    expect(parseMoney('85k')).toBe(85000);
    expect(parseMoney('42.50')).toBe(42.5);
    expect(parseMoney('lots')).toBeUndefined();
  });

  it('explains a bad or half-given range beside the field', () => {
    expect(salaryProblems({ salaryMin: '', salaryMax: '' })).toEqual([]);
    expect(salaryProblems({ salaryMin: 'lots', salaryMax: '90,000' })).toEqual([
      { field: 'salaryMin', message: 'Enter the lowest pay as a number, like 85,000.' },
    ]);
    expect(salaryProblems({ salaryMin: '90,000', salaryMax: '' })[0]?.field).toBe('salaryMax');
    expect(salaryProblems({ salaryMin: '90,000', salaryMax: '80,000' })[0]?.message).toBe(
      'The highest pay should be at least the lowest.',
    );
  });
});

describe('the inclusive language check', () => {
  it('flags gendered, age-coded, jargon and exclusionary words with alternatives', () => {
    const text =
      'We want a young rockstar ninja. He will crush it with the guys. Digital natives and native English speakers preferred; must be a culture fit.';
    const flags = checkLanguage(text);
    expect(flags.map((f) => f.term)).toEqual([
      'young',
      'rockstar',
      'ninja',
      'He',
      'crush it',
      'guys',
      'Digital natives',
      'native English speakers',
      'culture fit',
    ]);
    expect(flags.find((f) => f.term === 'young')).toMatchObject({ category: 'age' });
    expect(flags.find((f) => f.term === 'He')?.alternatives).toContain('you');
    expect(flags[0]!.start).toBe(text.indexOf('young'));
  });

  it('flags he/she once and leaves look-alike words alone', () => {
    expect(checkLanguage('Then he/she will report to the chair.').map((f) => f.term)).toEqual(['he/she']);
    expect(checkLanguage('Other theories: the shepherd, the heir, a hershey bar, youngstown')).toEqual([]);
  });
});

describe('the exports', () => {
  const jd = generateJobDescription(SAMPLE_INPUT, JD_LISTS);

  it('splits a text section into paragraphs and a list', () => {
    const compensation = jd.sections.find((s) => s.id === 'compensation')!;
    const blocks = blocksOf(compensation);
    expect(blocks[0]).toMatchObject({ kind: 'p' });
    expect(blocks.at(-1)).toMatchObject({ kind: 'ul' });
    expect(blocksOf({ id: 'about', heading: 'x', kind: 'text', text: ' \n ' })).toEqual([]);
  });

  it('writes Markdown, plain text and a valid document', () => {
    const markdown = toMarkdown(jd);
    expect(markdown).toMatch(
      /^# Recruiter\n\n\*Hybrid · Austin, TX · Full-time\*\n\n## About Northwind Health/,
    );
    expect(markdown).toContain('\n- Experience in full-cycle recruiting\n');
    expect(toPlainText(jd)).toContain('WHAT YOU BRING\n\n• ');
    const model = toDocumentModel(jd, 'Northwind Health', '2026-11-22');
    expect(() => assertValidDocument(model)).not.toThrow();
    expect(model.letterhead?.name).toBe('Northwind Health');
    expect(jdFileStem('Sr. Data Engineer (Remote)')).toBe('job-description-sr-data-engineer-remote');
  });
});
