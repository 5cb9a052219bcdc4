import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addItem, addSkills, moveItem, removeItem, restoreItem } from '@/lib/career/resume/edit';
import { blankResume, LIMITS } from '@/lib/career/resume/model';
import { sampleResume } from '@/lib/career/resume/sample';
import { NOT_OURS, readResumeJson } from '@/lib/career/resume/schema';
import { FILE_FORMAT, serializeResume } from '@/lib/career/resume/serialize';

describe('saving and opening a resume file', () => {
  it('reads back exactly what it saved', () => {
    const resume = sampleResume({ layout: 'executive', accent: 'forest', paper: 'a4' });
    expect(readResumeJson(serializeResume(resume))).toEqual({ ok: true, resume });
    expect(serializeResume(resume)).toBe(
      serializeResume(sampleResume({ layout: 'executive', accent: 'forest', paper: 'a4' })),
    );
  });

  it('round-trips any text typed into the fields', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 2000 }), (name, summary) => {
        const resume = { ...blankResume(), contact: { ...blankResume().contact, name }, summary };
        const read = readResumeJson(serializeResume(resume));
        return read.ok && read.resume.contact.name === name && read.resume.summary === summary;
      }),
    );
  });

  it('refuses JSON that is not from this builder, in words', () => {
    expect(readResumeJson('{"name":"Jane"}')).toEqual({ ok: false, message: NOT_OURS });
    expect(readResumeJson('<img src=x onerror=alert(1)>')).toEqual({
      ok: false,
      message: `${NOT_OURS} It is not valid JSON.`,
    });
    expect(readResumeJson('null')).toEqual({ ok: false, message: NOT_OURS });
    expect(readResumeJson(JSON.stringify({ format: FILE_FORMAT, version: 9, resume: {} }))).toEqual({
      ok: false,
      message: 'This resume was saved by a newer version of this builder; reload the page and try again.',
    });
  });

  it('says which part of a damaged file is wrong', () => {
    const file = JSON.parse(serializeResume(sampleResume()));
    file.resume.experience[1].role = 42;
    expect(readResumeJson(JSON.stringify(file))).toEqual({
      ok: false,
      message: `${NOT_OURS} In it, experience, entry 2, role should be text.`,
    });
    file.resume.experience[1].role = 'x'.repeat(LIMITS.short + 1);
    const long = readResumeJson(JSON.stringify(file));
    expect(long.ok ? '' : long.message).toBe(
      `${NOT_OURS} In it, experience, entry 2, role is longer than 200 characters.`,
    );
  });

  it('fills in what an older or hand-edited file leaves out', () => {
    const read = readResumeJson(
      JSON.stringify({
        format: FILE_FORMAT,
        version: 1,
        resume: {
          contact: { name: 'Jane' },
          experience: [{ role: 'Recruiter', start: { month: 13, year: '2020' } }],
          design: { layout: 'fancy' },
        },
      }),
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.resume.contact).toEqual({
      name: 'Jane',
      title: '',
      email: '',
      phone: '',
      location: '',
      links: [],
    });
    expect(read.resume.experience[0]).toMatchObject({
      role: 'Recruiter',
      start: { month: '', year: '2020' },
      current: false,
      highlights: '',
    });
    expect(read.resume.experience[0]?.id).toMatch(/^exp-/);
    expect(read.resume.design).toEqual({ layout: 'modern', accent: 'navy', paper: 'letter' });
  });
});

describe('editing', () => {
  it('adds, moves, removes and restores entries in place', () => {
    const start = sampleResume();
    const moved = moveItem(start, 'experience', 'exp-3', -1);
    expect(moved.experience.map((job) => job.id)).toEqual(['exp-1', 'exp-3', 'exp-2']);
    expect(moveItem(start, 'experience', 'exp-1', -1)).toBe(start);
    const { resume: removed, removed: item } = removeItem(start, 'experience', 'exp-2');
    expect(removed.experience.map((job) => job.id)).toEqual(['exp-1', 'exp-3']);
    expect(restoreItem(removed, item!).experience.map((job) => job.id)).toEqual(['exp-1', 'exp-2', 'exp-3']);
    const added = addItem(start, 'projects');
    expect(added.resume.projects).toHaveLength(1);
    expect(added.resume.projects[0]?.id).toBe(added.id);
  });

  it('adds skills from a pasted list, skipping duplicates and blanks', () => {
    const { resume, added } = addSkills(sampleResume(), 'Python, greenhouse;  SQL ,,\nData  studio');
    expect(added).toEqual(['Python', 'SQL', 'Data studio']);
    expect(resume.skills.slice(-3)).toEqual(['Python', 'SQL', 'Data studio']);
  });
});
