import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseResumeText } from '@/lib/career/parser/parse';
import { monthYearOf } from '@/lib/career/parser/dates';
import { toCsv, toJson } from '@/lib/career/parser/export';
import { linesFromRuns } from '@/lib/career/parser/pdf-lines';
import { checkFile, matchesSignature, MAX_FILE_BYTES } from '@/lib/career/parser/read-file';
import { headingKind } from '@/lib/career/parser/sections';
import { toBuilderResume } from '@/lib/career/parser/to-resume';
import { readResumeJson } from '@/lib/career/resume/schema';
import { serializeResume } from '@/lib/career/resume/serialize';

const fixture = (name: string) => readFileSync(`tests/fixtures/career/${name}.txt`, 'utf8');
const jobs = (text: string) =>
  parseResumeText(text).experience.map(({ role, company, location, start, end }) => ({
    role,
    company,
    location,
    start,
    end,
  }));

describe('reading a recruiter’s resume (stacked title, company, dates)', () => {
  const parsed = parseResumeText(fixture('recruiter'));

  it('finds the contact details', () => {
    expect(parsed).toMatchObject({
      name: 'Jordan Ellis',
      headline: 'Senior Technical Recruiter',
      email: 'jordan.ellis@example.com',
      phone: '(512) 555-0147',
      location: 'Austin, TX',
      links: 'linkedin.com/in/jordanellis',
    });
    expect(parsed.confidence.name).toBe('high');
  });

  it('finds the summary, jobs, school, skills and certifications', () => {
    expect(parsed.summary).toMatch(/^Technical recruiter with 9 years.*SaaS companies\.$/);
    expect(jobs(fixture('recruiter'))).toEqual([
      {
        role: 'Senior Technical Recruiter',
        company: 'Brightline Health',
        location: 'Austin, TX',
        start: 'Mar 2021',
        end: 'Present',
      },
      {
        role: 'Technical Recruiter',
        company: 'Northwind Software',
        location: 'Dallas, TX',
        start: 'Jun 2017',
        end: 'Feb 2021',
      },
    ]);
    expect(parsed.experience[0]!.highlights.split('\n')).toHaveLength(2);
    expect(parsed.education[0]).toMatchObject({
      school: 'The University of Texas at Austin',
      degree: 'B.A.',
      field: 'Psychology',
      end: 'May 2015',
      details: 'Minor in Business; Dean’s List, six semesters',
    });
    expect(parsed.skills.split('\n')).toEqual([
      'Technical sourcing',
      'Boolean search',
      'Structured interviewing',
      'Greenhouse',
      'Lever',
      'LinkedIn Recruiter',
    ]);
    expect(parsed.certifications.map(({ name, issuer, year }) => ({ name, issuer, year }))).toEqual([
      { name: 'Certified Diversity Recruiter (CDR)', issuer: 'AIRS', year: '2022' },
      { name: 'SHRM Certified Professional (SHRM-CP)', issuer: 'SHRM', year: '2020' },
    ]);
  });
});

describe('reading an engineer’s resume (one-line jobs with pipes, skill categories)', () => {
  const parsed = parseResumeText(fixture('engineer'));

  it('title-cases a name in capitals and finds every link', () => {
    expect(parsed.name).toBe('Priya Nair');
    expect(parsed.phone).toBe('+1 415-555-0182');
    expect(parsed.links.split('\n')).toEqual(['github.com/priyanair', 'https://priyanair.dev']);
    expect(parsed.location).toBe('San Francisco, CA');
  });

  it('reads pipe-separated jobs, remote work and category-labelled skills', () => {
    expect(jobs(fixture('engineer'))).toEqual([
      {
        role: 'Senior Software Engineer',
        company: 'Ledgerly Inc.',
        location: 'San Francisco, CA',
        start: '01/2022',
        end: 'Present',
      },
      {
        role: 'Software Engineer',
        company: 'Parcel Labs',
        location: 'Remote',
        start: '07/2018',
        end: '12/2021',
      },
    ]);
    expect(parsed.experience[1]!.highlights).toBe(
      'Built the shipment-tracking service in Go used by 2,000 merchants.\nMentored 4 junior engineers.',
    );
    expect(parsed.skills.split('\n')).toContain('Kubernetes');
    expect(parsed.skills).not.toContain('Languages');
    expect(parsed.education[0]).toMatchObject({
      school: 'University of California, Berkeley',
      degree: 'B.S.',
      field: 'Computer Science',
      end: '2018',
    });
    expect(parsed.confidence.certifications).toBe('low');
  });
});

describe('reading a nurse’s resume (company first, unmarked achievements, credentials)', () => {
  const parsed = parseResumeText(fixture('nurse'));

  it('drops the credential from the name and does not take it for a place', () => {
    expect(parsed.name).toBe('Maria Gonzalez');
    expect(parsed.location).toBe('Miami, FL');
  });

  it('reads company-first entries with the title underneath', () => {
    expect(jobs(fixture('nurse'))).toEqual([
      {
        role: 'Registered Nurse',
        company: 'Jackson Memorial Hospital',
        location: 'Miami, FL',
        start: 'August 2020',
        end: 'Present',
      },
      {
        role: 'Staff Nurse',
        company: 'Mount Sinai Medical Center',
        location: 'Miami Beach, FL',
        start: 'June 2018',
        end: 'July 2020',
      },
    ]);
    expect(parsed.experience[0]!.highlights.split('\n')).toHaveLength(2);
    expect(parsed.education[0]).toMatchObject({
      school: 'Florida International University',
      degree: 'Bachelor of Science',
      field: 'Nursing',
    });
    expect(parsed.certifications.map((c) => c.name)).toEqual([
      'Registered Nurse',
      'Basic Life Support (BLS)',
      'ACLS',
    ]);
    expect(parsed.skills.split('\n')).toEqual([
      'Triage',
      'Epic EHR',
      'IV therapy',
      'Patient education',
      'Wound care',
    ]);
  });
});

describe('reading a graduate’s resume (education first, “at”, expected dates)', () => {
  const parsed = parseResumeText(fixture('graduate'));

  it('reads the objective as the summary and both degrees', () => {
    expect(parsed.summary).toBe('Recent economics graduate seeking an entry-level financial analyst role.');
    expect(
      parsed.education.map(({ school, degree, field, end }) => ({ school, degree, field, end })),
    ).toEqual([
      { school: 'Fordham University', degree: 'Master of Science', field: 'Finance', end: 'May 2026' },
      { school: 'Rutgers University', degree: 'Bachelor of Arts', field: 'Economics', end: '2024' },
    ]);
    expect(parsed.education[1]!.details).toBe('GPA 3.7, magna cum laude');
  });

  it('splits “Finance Intern at Hudson Capital Partners”', () => {
    expect(jobs(fixture('graduate'))[0]).toEqual({
      role: 'Finance Intern',
      company: 'Hudson Capital Partners',
      location: 'New York, NY',
      start: 'Jun 2025',
      end: 'Aug 2025',
    });
    expect(parsed.confidence.headline).toBe('low');
  });
});

describe('text that is not a resume', () => {
  it('finds nothing and says so with low confidence', () => {
    const parsed = parseResumeText('Grocery list\nmilk\neggs');
    expect(parsed.experience).toEqual([]);
    expect(parsed.confidence.experience).toBe('low');
    expect(parsed.confidence.email).toBe('low');
  });

  it('recognises headings and nothing else', () => {
    expect(headingKind('WORK EXPERIENCE')).toBe('experience');
    expect(headingKind('Skills:')).toBe('skills');
    expect(headingKind('Licenses & Certifications')).toBe('certifications');
    expect(headingKind('Experience managing a team of 12.')).toBeUndefined();
  });
});

describe('files', () => {
  it('accepts PDF, DOCX and TXT and explains everything else', () => {
    expect(checkFile({ name: 'cv.PDF', type: '', size: 1000 })).toEqual({ ok: true, kind: 'pdf' });
    expect(checkFile({ name: 'cv.docx', type: '', size: 1000 })).toEqual({ ok: true, kind: 'docx' });
    expect(checkFile({ name: 'cv.doc', type: 'application/msword', size: 1000 })).toMatchObject({
      ok: false,
      message: expect.stringContaining('older Word .doc file'),
    });
    expect(checkFile({ name: 'photo.png', type: 'image/png', size: 1000 })).toMatchObject({
      ok: false,
      message:
        '“photo.png” is not a file type this tool reads. Choose a PDF, Word (.docx) or plain-text (.txt) resume.',
    });
    expect(checkFile({ name: 'big.pdf', type: 'application/pdf', size: MAX_FILE_BYTES + 1 })).toMatchObject({
      ok: false,
      message: expect.stringContaining('is 10.0 MB; the limit is 10 MB'),
    });
    expect(matchesSignature('pdf', new TextEncoder().encode('%PDF-1.7'))).toBe(true);
    expect(matchesSignature('docx', new TextEncoder().encode('%PDF-1.7'))).toBe(false);
  });
});

describe('a PDF text layer', () => {
  it('rebuilds lines from positioned runs, top to bottom, with gaps as separators', () => {
    const run = (str: string, x: number, y: number, width: number) => ({
      str,
      transform: [10, 0, 0, 10, x, y],
      width,
    });
    expect(
      linesFromRuns([
        run('Mar 2021 – Present', 450, 700, 90),
        run('Senior Recruiter', 50, 700.4, 80),
        run('Jordan', 50, 740, 30),
        run('Ellis', 83, 740, 22),
      ]),
    ).toEqual(['Jordan Ellis', 'Senior Recruiter   Mar 2021 – Present']);
  });
});

describe('leaving the parser', () => {
  const parsed = parseResumeText(fixture('recruiter'));

  it('opens in the resume builder as a valid draft', () => {
    const resume = toBuilderResume(parsed);
    const read = readResumeJson(serializeResume(resume));
    expect(read.ok).toBe(true);
    expect(resume.contact.name).toBe('Jordan Ellis');
    expect(resume.experience[0]).toMatchObject({ current: true, start: { month: '3', year: '2021' } });
    expect(resume.experience[1]).toMatchObject({ current: false, end: { month: '2', year: '2021' } });
    expect(resume.education[0]!.end).toEqual({ month: '5', year: '2015' });
    expect(resume.skills).toHaveLength(6);
    expect(monthYearOf('07/2018')).toEqual({ month: '7', year: '2018' });
  });

  it('downloads JSON without confidence or ids, and a CSV safe from formulas', () => {
    const json = JSON.parse(toJson(parsed)) as Record<string, unknown>;
    expect(json.name).toBe('Jordan Ellis');
    expect(json.confidence).toBeUndefined();
    expect(json.skills).toContain('Greenhouse');
    const csv = toCsv(parsed);
    const [head, row] = csv.split('\r\n');
    expect(head).toMatch(/^"Name","Headline","Email"/);
    expect(row).toContain(
      '"Senior Technical Recruiter at Brightline Health (Mar 2021 – Present); Technical Recruiter',
    );
  });
});
