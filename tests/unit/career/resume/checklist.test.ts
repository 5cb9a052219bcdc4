import { describe, expect, it } from 'vitest';
import { runChecks, weakOpening, type CheckInput } from '@/lib/career/resume/checklist';
import { blankResume, type Experience, type Resume } from '@/lib/career/resume/model';
import { sampleResume } from '@/lib/career/resume/sample';
import { validateResume } from '@/lib/career/resume/validate';
import { buildView } from '@/lib/career/resume/view';

const today = { year: 2026, month: 11 };

function check(resume: Resume, pages?: number) {
  const input: CheckInput = {
    resume,
    view: buildView(resume, today),
    errors: validateResume(resume, today),
    pages,
    today,
  };
  return runChecks(input);
}

const ids = (resume: Resume, pages?: number) => check(resume, pages).items.map((item) => item.id);

function withJob(patch: Partial<Experience>, resume: Resume = sampleResume()): Resume {
  const [first, ...rest] = resume.experience;
  return { ...resume, experience: [{ ...first!, ...patch }, ...rest] };
}

describe('the resume check', () => {
  it('finds nothing to fix in the sample, and counts what passed', () => {
    const report = check(sampleResume(), 1);
    expect(report.items).toEqual([]);
    expect(report.passed).toBeGreaterThan(20);
  });

  it('asks for the essentials of an empty resume, most serious first, each pointing at its field', () => {
    const report = check(blankResume());
    expect(report.items.map((item) => [item.level, item.id])).toEqual([
      ['fix', 'name'],
      ['fix', 'email'],
      ['fix', 'experience'],
      ['improve', 'phone'],
      ['improve', 'location'],
      ['improve', 'skills'],
      ['tip', 'title'],
      ['tip', 'summary'],
      ['tip', 'education'],
    ]);
    expect(report.items[0]?.target).toBe('rb-contact-name');
    expect(report.items.find((item) => item.id === 'skills')?.target).toBe('rb-skills-input');
  });

  it('flags a bad email and an incomplete phone', () => {
    const resume = sampleResume();
    const items = check({ ...resume, contact: { ...resume.contact, email: 'jordan@', phone: '555' } }).items;
    expect(items.find((item) => item.id === 'email')?.message).toBe(
      'Check your email address: “jordan@” is not complete.',
    );
    expect(items.find((item) => item.id === 'phone')?.level).toBe('fix');
  });

  it('flags a summary over 80 words', () => {
    const summary = Array.from({ length: 95 }, (_, index) => `word${index}`).join(' ');
    const item = check({ ...sampleResume(), summary }).items.find((entry) => entry.id === 'summary');
    expect(item?.message).toContain('Your summary is 95 words');
    expect(item?.target).toBe('rb-summary');
  });

  it('flags achievements without numbers and with weak openings, naming the role', () => {
    const resume = withJob({
      highlights:
        'Responsible for hiring engineers\nHelped the team with onboarding\nCut time to fill by 30%',
    });
    const items = check(resume).items;
    expect(items.find((item) => item.id === 'exp-1-numbers')?.message).toBe(
      '2 of 3 achievements under Senior Technical Recruiter have no number: add the result (%, $, time saved, volume, team size).',
    );
    expect(items.find((item) => item.id === 'exp-1-weak')?.message).toContain(
      '2 achievements under Senior Technical Recruiter start with “Responsible for”',
    );
    expect(items.find((item) => item.id === 'exp-1-weak')?.target).toBe('rb-experience-exp-1-highlights');
  });

  it('knows weak openings from strong ones', () => {
    expect(weakOpening('Responsible for payroll')).toBe('Responsible for');
    expect(weakOpening('Worked on the ATS migration')).toBe('Worked on');
    expect(weakOpening('Helped 12 managers hire')).toBe('Helped');
    expect(weakOpening('Led a team of 8')).toBeUndefined();
    expect(weakOpening('Handbook rewrite cut questions 40%')).toBeUndefined();
  });

  it('flags an end date before its start, beside the field and in the list', () => {
    const resume = withJob({
      current: false,
      start: { month: '5', year: '2022' },
      end: { month: '1', year: '2021' },
    });
    expect(validateResume(resume, today)['experience.exp-1.end']).toBe(
      'The end date is before the start date.',
    );
    const item = check(resume).items.find((entry) => entry.id === 'exp-1-end');
    expect(item).toMatchObject({ level: 'fix', target: 'rb-experience-exp-1-end-year' });
  });

  it('asks for roles newest first', () => {
    const resume = sampleResume();
    const [a, b, c] = resume.experience;
    const item = check({ ...resume, experience: [b!, a!, c!] }).items.find((entry) => entry.id === 'order');
    expect(item?.message).toContain('Senior Technical Recruiter started after the role above it');
  });

  it('flags first-person pronouns but not words that contain them', () => {
    expect(ids({ ...sampleResume(), summary: 'I led my team of 9.' })).toContain('pronouns');
    expect(ids({ ...sampleResume(), summary: 'Mid-market IT recruiter; immigration cases.' })).not.toContain(
      'pronouns',
    );
  });

  it('warns past two pages, and at two pages with under ten years of experience', () => {
    expect(ids(sampleResume(), 3)).toContain('length');
    const recent = { ...sampleResume(), experience: sampleResume().experience.slice(0, 1) };
    expect(check(recent, 2).items.find((item) => item.id === 'length')?.level).toBe('tip');
    // The sample's career began in 2015: two pages are fine after ten years.
    expect(ids(sampleResume(), 2)).not.toContain('length');
    expect(ids(sampleResume(), 1)).not.toContain('length');
    expect(ids(sampleResume())).not.toContain('length');
  });

  it('notes the two-column layout and characters the PDF cannot show', () => {
    const resume: Resume = {
      ...sampleResume(),
      contact: { ...sampleResume().contact, name: 'Łucja Иванова' },
      design: { layout: 'technical', accent: 'navy', paper: 'a4' },
    };
    const items = check(resume).items;
    expect(items.find((item) => item.id === 'columns')?.target).toBe('rb-layout-technical');
    expect(items.find((item) => item.id === 'characters')?.message).toBe(
      'The PDF shows Ł without accents. The PDF cannot show И в а н о (printed as ?). The Word file keeps every character.',
    );
  });
});
