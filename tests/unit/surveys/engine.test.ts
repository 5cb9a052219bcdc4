import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { renderDocx } from '@/lib/downloads/docx';
import { renderPdf } from '@/lib/downloads/pdf';
import { plainText } from '@/lib/downloads/document';
import { applyEdits, moveItem, NO_EDITS } from '@/lib/surveys/edits';
import { questionsCsv } from '@/lib/surveys/csv';
import { questionsDocument } from '@/lib/surveys/document';
import { numbered } from '@/lib/surveys/model';
import { SCALES } from '@/lib/surveys/scales';
import { buildInterview, buildSurvey, QUESTION_SLOTS, roundRobin } from '@/lib/surveys/select';
import { questionsText } from '@/lib/surveys/text';
import { validateInterview, validateSurvey } from '@/lib/surveys/validate';
import { interview, survey } from './helpers';

const engagement = survey('employee-engagement-survey-generator');
const behavioral = interview('behavioral-interview-questions-generator');

describe('selecting survey questions', () => {
  it('gives exactly the number asked for, shared evenly across the chosen topics, in the definition’s topic order', () => {
    const set = buildSurvey(engagement, {
      ...engagement.defaults,
      topics: ['growth', 'recognition'],
      count: '8',
      enps: true,
    });
    expect(set.items).toHaveLength(8);
    // 8 = 1 eNPS + 3 final open questions + 4 topic questions, two per topic.
    expect(set.items.map((item) => item.section)).toEqual([
      'recognition',
      'recognition',
      'growth',
      'growth',
      'overall',
      'final',
      'final',
      'final',
    ]);
    expect(set.items[0]?.text).toBe('When I do good work, it is recognized.');
    expect(set.items[4]?.format).toBe('nps');
  });

  it('does not depend on the order topics were ticked, and never repeats a question', () => {
    const a = buildSurvey(engagement, {
      ...engagement.defaults,
      topics: ['manager', 'growth', 'wellbeing'],
      count: '30',
    });
    const b = buildSurvey(engagement, {
      ...engagement.defaults,
      topics: ['wellbeing', 'manager', 'growth'],
      count: '30',
    });
    expect(a).toEqual(b);
    const ids = a.items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says so when the chosen topics hold fewer questions than asked for', () => {
    const set = buildSurvey(engagement, {
      ...engagement.defaults,
      topics: ['leadership'],
      count: '40',
      enps: false,
    });
    expect(set.items).toHaveLength(4 + 3);
    expect(set.notice).toBe(
      'The topics you chose hold 4 questions, so the survey has 7 questions rather than 40. Choose more topics for a longer survey.',
    );
  });

  it('uses the chosen scale’s labels and switches the anonymity note', () => {
    const set = buildSurvey(engagement, {
      ...engagement.defaults,
      scale: 'frequency',
      anonymous: false,
      company: 'Acme',
    });
    expect(set.items[0]?.options).toEqual(SCALES.frequency.points);
    expect(set.note.title).toBe('Your answers are confidential, not anonymous');
    expect(set.note.text).toContain('Acme’s HR team');
    expect(set.title).toBe('Acme employee engagement survey');
  });

  it('words a 360 form for the rater and leaves out what that rater cannot see', () => {
    const spec = survey('360-degree-feedback-generator');
    const peer = buildSurvey(spec, {
      ...spec.defaults,
      subject: 'Priya Shah',
      variant: 'peer',
      topics: ['developing', 'communication'],
    });
    expect(peer.items.some((item) => item.section === 'developing')).toBe(false);
    expect(peer.items[0]?.text).toBe('Priya Shah explains ideas clearly and concisely.');
    const self = buildSurvey(spec, {
      ...spec.defaults,
      subject: 'Priya Shah',
      variant: 'self',
      topics: ['developing', 'communication'],
    });
    expect(self.items.filter((item) => item.section === 'developing')).toHaveLength(3);
    expect(self.items[0]?.text).toBe('I explain ideas clearly and concisely.');
    expect(self.title).toBe('360-degree feedback on Priya Shah: Self-review form');
    expect(self.note.text).toContain('groups of 3 or more');
  });

  it('asks onboarding questions that suit the check-in', () => {
    const spec = survey('onboarding-survey-generator');
    const week = buildSurvey(spec, { ...spec.defaults, variant: 'week-1', count: '30' });
    const ninety = buildSurvey(spec, { ...spec.defaults, variant: 'day-90', count: '30' });
    expect(week.items.map((i) => i.text)).toContain(
      'My equipment and system access were ready when I started.',
    );
    expect(ninety.items.map((i) => i.text)).not.toContain(
      'My equipment and system access were ready when I started.',
    );
    expect(ninety.items.map((i) => i.text)).toContain(
      'I see myself working at Northwind Labs a year from now.',
    );
  });

  it('round-robins pools and stops when they run dry', () => {
    expect(roundRobin([['a1', 'a2', 'a3'], ['b1'], ['c1', 'c2']], 5)).toEqual([
      ['a1', 'a2'],
      ['b1'],
      ['c1', 'c2'],
    ]);
    expect(roundRobin([['a1'], []], 5)).toEqual([['a1'], []]);
  });
});

describe('selecting interview questions', () => {
  it('fits the interview length, covers each competency, and carries probes and a rubric', () => {
    const set = buildInterview(behavioral, { ...behavioral.defaults, length: '60', role: 'Data Analyst' });
    const competencyItems = set.items.filter((item) => !['opening', 'closing'].includes(item.section));
    expect(competencyItems).toHaveLength(QUESTION_SLOTS['60']);
    expect(new Set(competencyItems.map((item) => item.section))).toEqual(
      new Set(behavioral.defaults.competencies),
    );
    expect(set.items[0]?.text).toBe(
      'Walk me through your background and what led you to apply for the Data Analyst role.',
    );
    expect(competencyItems.every((item) => item.probes.length > 0)).toBe(true);
    const communication = set.sections.find((s) => s.id === 'communication');
    expect(communication?.rubric).toHaveLength(3);
    expect(set.note.title).toBe('Fair, legal interviewing');
    expect(set.note.text).toMatch(/age.*religion.*marital status/);
  });

  it('leaves out questions above the seniority and names competencies that got no question', () => {
    const entry = buildInterview(behavioral, {
      ...behavioral.defaults,
      seniority: 'entry',
      competencies: ['leadership'],
      length: '90',
    });
    expect(entry.items.map((item) => item.id)).not.toContain('beh-lead-change');
    const lead = buildInterview(behavioral, {
      ...behavioral.defaults,
      seniority: 'lead',
      competencies: ['leadership'],
      length: '90',
    });
    expect(lead.items.map((item) => item.id)).toContain('beh-lead-change');

    const crowded = buildInterview(behavioral, {
      ...behavioral.defaults,
      length: '30',
      competencies: [
        'communication',
        'problem-solving',
        'leadership',
        'teamwork',
        'adaptability',
        'ownership',
      ],
    });
    expect(crowded.notice).toBe(
      'A 30-minute interview fits 4 competency questions, so Adaptability, Ownership and accountability have none. Choose fewer competencies or a longer interview.',
    );
  });
});

describe('checking the choices', () => {
  it('puts a message on a question count out of range, an empty company and no topics', () => {
    expect(validateSurvey(engagement, { ...engagement.defaults, count: '500' }).count).toBe(
      'Enter a whole number from 5 to 50.',
    );
    expect(validateSurvey(engagement, { ...engagement.defaults, count: '2.5' }).count).toBe(
      'Enter a whole number from 5 to 50.',
    );
    expect(validateSurvey(engagement, { ...engagement.defaults, company: '  ' }).company).toBe(
      'Enter the company name.',
    );
    expect(validateSurvey(engagement, { ...engagement.defaults, topics: [] }).topics).toBe(
      'Choose at least one topic.',
    );
    expect(validateSurvey(engagement, engagement.defaults)).toEqual({});
    expect(validateInterview(behavioral, { ...behavioral.defaults, role: '' }).role).toBe(
      'Enter the job title the guide is for.',
    );
  });
});

describe('edits', () => {
  const base = buildSurvey(engagement, {
    ...engagement.defaults,
    topics: ['growth', 'manager'],
    count: '10',
    enps: false,
  });

  it('rewords, removes, reorders within a section and adds, and survives a rebuild with other choices', () => {
    const shown = numbered(base).flatMap((s) => s.items);
    const order = moveItem(shown, 'growth-path', -1);
    expect(order?.slice(0, 2)).toEqual(['growth-path', 'growth-learn']);
    // Out of its section: not allowed.
    expect(moveItem(shown, 'growth-learn', -1)).toBeNull();
    const edits = {
      ...NO_EDITS,
      order: order ?? [],
      text: { 'growth-learn': 'I learned something new this quarter.' },
      removed: ['mgr-feedback'],
      added: [
        {
          id: 'own-1',
          section: 'gone',
          text: 'My commute is reasonable.',
          format: 'scale' as const,
          options: [],
          probes: [],
          origin: 'own' as const,
        },
      ],
    };
    const edited = applyEdits(base, edits);
    const texts = numbered(edited).flatMap((s) => s.items.map((i) => `${i.number}. ${i.text}`));
    expect(texts[0]).toBe('1. I understand what I need to do to progress in my career here.');
    expect(texts[1]).toBe('2. I learned something new this quarter.');
    expect(texts.join('\n')).not.toContain('useful feedback on my work');
    const own = numbered(edited).find((s) => s.id === 'own');
    expect(own?.title).toBe('Your own questions');
    expect(numbered(edited).at(-1)?.id).toBe('final');

    const rebuilt = applyEdits(
      buildSurvey(engagement, {
        ...engagement.defaults,
        topics: ['growth', 'manager', 'wellbeing'],
        count: '14',
        enps: false,
      }),
      edits,
    );
    expect(rebuilt.items.find((i) => i.id === 'growth-learn')?.text).toBe(
      'I learned something new this quarter.',
    );
    expect(rebuilt.items.some((i) => i.id === 'mgr-feedback')).toBe(false);
  });
});

describe('exports', () => {
  it('writes one CSV row per question with section, type and options', () => {
    const set = applyEdits(
      buildSurvey(engagement, { ...engagement.defaults, topics: ['growth'], count: '5', enps: true }),
      {
        ...NO_EDITS,
        text: { 'growth-learn': 'I learned "new" things, often' },
      },
    );
    const lines = questionsCsv(set).split('\r\n');
    expect(lines[0]).toBe('Number,Section,Question,Type,Options,Follow-up probes');
    expect(lines[1]).toBe(
      '1,Growth and development,"I learned ""new"" things, often",Rating scale,Strongly disagree | Disagree | Neither agree nor disagree | Agree | Strongly agree,',
    );
    expect(lines[2]).toMatch(
      /^2,Overall,How likely are you to recommend Northwind Labs .*,0-10 scale,0 Not at all likely \| 1 \|/,
    );
    expect(lines.filter(Boolean)).toHaveLength(1 + set.items.length);
  });

  it('builds a document with numbered questions, options, probes and the scoring table, and a readable Word file', async () => {
    const set = buildInterview(behavioral, {
      ...behavioral.defaults,
      role: 'Support Lead',
      competencies: ['ownership'],
      length: '30',
    });
    const model = questionsDocument(set, '2026-11-22');
    expect(model.title).toBe('Support Lead: behavioral interview guide');
    expect(model.author).toBe('Northwind Labs');
    const text = model.blocks.map((block) => ('text' in block ? plainText(block.text) : '')).join('\n');
    expect(text).toContain('2. Tell me about a mistake you made at work.');
    expect(model.blocks.some((block) => block.kind === 'table' && block.header[0] === 'Score')).toBe(true);
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(await renderDocx(model)) });
    expect(value).toContain('Support Lead: behavioral interview guide');
    expect(value).toContain('Probe: Who did you tell, and when?');
    expect(value).toContain('Red flags');
    expect(questionsText(set)).toContain('Score 1-5:');
  });

  it('writes every tool’s default set to a PDF and a Word file', async () => {
    for (const spec of [engagement, survey('exit-interview-questions-generator'), behavioral]) {
      const set =
        spec.mode === 'survey' ? buildSurvey(spec, spec.defaults) : buildInterview(spec, spec.defaults);
      const model = questionsDocument(set, '2026-11-22');
      const pdf = await renderPdf(model);
      expect(new TextDecoder('latin1').decode(pdf.subarray(0, 5))).toBe('%PDF-');
      const { value } = await mammoth.extractRawText({ buffer: Buffer.from(await renderDocx(model)) });
      expect(value).toContain(`1. ${set.items[0]!.text}`);
    }
  });
});
