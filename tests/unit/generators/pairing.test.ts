import { describe, expect, it } from 'vitest';
import business from '@/content/tools/generators/engines/business-name';
import slogans from '@/content/tools/generators/engines/slogan';
import teams from '@/content/tools/generators/engines/team-name';
import titles from '@/content/tools/generators/engines/title';
import { agree } from '@/lib/generators/agreement';
import { nounPhrase, singular } from '@/lib/generators/noun-phrase';
import { adjectiveFits, categoryOf, nameFits, pairs } from '@/lib/generators/pairing';
import { seededRng } from '@/lib/generators/random';
import type { Engine, Values } from '@/lib/generators/types';
import { compose } from './compose/helpers';

const everything = (engine: Engine, values: Values, seeds = 12) =>
  Array.from({ length: seeds }, (_, seed) =>
    engine.generate(values, seededRng(`p${seed}`)).ideas.map((i) => i.text),
  ).flat();

describe('reading what the visitor typed', () => {
  it.each([
    ['onboarding checklist', 'count', 'onboarding checklists', true],
    ['remote work policies', 'plural', 'remote work policies', true],
    ['KPIs', 'plural', 'KPIs', true],
    ['payroll', 'mass', 'payroll', false],
    ['HR software', 'mass', 'HR software', false],
    ['ATS', 'name', 'ATS', false],
    ['writing a job offer letter', 'task', 'writing a job offer letter', false],
    ['sourcing passive candidates', 'task', 'sourcing passive candidates', false],
    ['hiring managers', 'plural', 'hiring managers', true],
    ['business success', 'mass', 'business success', false],
  ])('%s is %s, written %s where it stands alone', (typed, kind, general, plural) => {
    expect(nounPhrase(typed)).toMatchObject({ kind, general, plural });
  });

  it('puts a plural in the singular before another noun', () => {
    expect(nounPhrase('remote work policies').modifier).toBe('remote work policy');
    expect(singular('small businesses')).toBe('small business');
    expect(singular('KPIs')).toBe('KPI');
    expect(nounPhrase('writing a job offer letter').modifier).toBeNull();
  });
});

describe('agreeing with a plural slot', () => {
  it.each([
    ['Why Does {K} Matter for {A}?', 'Why Do {K} Matter for {A}?'],
    ['{n} Signs Your {K} Needs Work', '{n} Signs Your {K} Need Work'],
    ['Why Your {K} Isn’t Working, and How to Fix It', 'Why Your {K} Aren’t Working, and How to Fix Them'],
    ['{K}: Pros, Cons and When to Use It', '{K}: Pros, Cons and When to Use Them'],
    ['{K}: How It Works and Why It Matters', '{K}: How They Work and Why They Matter'],
    ['{Bn}, but make it fun.', '{Bn}, but make them fun.'],
    ['How Much Does {K} Really Cost?', 'How Much Do {K} Really Cost?'],
  ])('%s → %s', (template, plural) => {
    expect(agree(template, template.includes('{Bn}') ? 'Bn' : 'K', true)).toBe(plural);
    expect(agree(template, 'K', false)).toBe(template);
  });

  it('leaves an "it" before the slot alone, as it cannot stand for it', () => {
    expect(agree('It is simple: {K} for everyone.', 'K', true)).toBe('It is simple: {K} for everyone.');
  });
});

describe('the word-pairing check', () => {
  it.each([
    ['How to Plan {T} Without the Guesswork', 'HR software', false],
    ['How to Plan {T} Without the Guesswork', 'performance reviews', true],
    ['How {A} Can Improve {T}', 'writing a job offer letter', false],
    ['How {A} Can Improve {T}', 'employee onboarding', true],
    ['Should You Invest in {T}? Pros, Cons and Next Steps', 'HR software', true],
    ['Should You Invest in {T}? Pros, Cons and Next Steps', 'onboarding checklist', false],
    ['{K}: Pros, Cons and When to Use It', 'onboarding', false],
    ['{K}: Pros, Cons and When to Use It', 'ATS integrations', true],
    ['{n} {K} Tools Worth Trying', 'HR software', false],
  ])('title %s with %s: %s', (template, phrase, ok) => {
    expect(pairs(template, template.includes('{T}') ? 'T' : 'K', categoryOf(phrase))).toBe(ok);
  });

  it.each([
    ['Go on, treat yourself to {b}.', 'fresh coffee', true],
    ['Go on, treat yourself to {b}.', 'payroll software', false],
    ['The art of {b}.', 'payroll software', false],
    ['The art of {b}.', 'accurate bookkeeping', true],
    ['{B}: built for {b}.', 'payroll software', false],
    ['{B}: built for {b}.', 'faster hiring', true],
    ['Better {b} {starts} here.', 'happy customers', false],
    ['Helping {a} with {b}, every day.', 'happy customers', false],
    ['Own your {b}.', 'better sleep', true],
  ])('slogan %s with %s: %s', (template, phrase, ok) => {
    expect(pairs(template, 'b', categoryOf(phrase))).toBe(ok);
  });

  it('lets words it does not know through', () => {
    expect(categoryOf('quantum widgets')).toBe('unknown');
    expect(pairs('The art of {b}.', 'b', categoryOf('quantum widgets'))).toBe(true);
    expect(adjectiveFits('zesty', 'The plan was {word}.')).toBe(true);
  });

  it.each([
    ['resilient', 'The new team lead is remarkably {word}.', true],
    ['resilient', 'Although the task looked simple, it turned out to be surprisingly {word}.', false],
    ['resilient', 'Everyone agreed that the result was {word}.', false],
    ['resilient', 'The market looked {word} in January, yet the forecast changed by March.', true],
    ['candid', 'Her answer sounded {word}.', true],
    ['candid', 'When a team feels {word} under pressure, it usually means the goals are clear.', false],
    ['ambiguous', 'The new team lead is remarkably {word}.', false],
    ['ambiguous', 'Her answer sounded {word}.', true],
  ])('%s in “%s”: %s', (adjective, frame, ok) => {
    expect(adjectiveFits(adjective, frame)).toBe(ok);
  });

  it('never repeats a word in a team name', () => {
    expect(nameFits('Smarty', 'Smarty Pants')).toBe(false);
    expect(nameFits('Brainy', 'Smarty Pants')).toBe(true);
  });
});

describe('what the visitor sees', () => {
  it('writes no surprisingly resilient task, and no result or draft that is resilient', async () => {
    const sentences = (
      await Promise.all(
        [0, 1, 2, 3].map((variant) => compose('sentence', { word: 'resilient', count: '10' }, variant)),
      )
    ).flatMap((output) => output.drafts[0]?.items ?? []);
    expect(sentences.length).toBeGreaterThan(5);
    expect(sentences.filter((s) => /task|result|draft|answer|plan was/.test(s))).toEqual([]);
  });

  it('writes a name without "the", and "them" for a plural', async () => {
    const slack = (await compose('sentence', { word: 'Slack', count: '10' })).drafts[0]?.items ?? [];
    expect(slack.length).toBeGreaterThan(3);
    expect(slack.filter((s) => /\bthe Slack\b/i.test(s))).toEqual([]);
    const benefits = await Promise.all(
      [0, 1, 2, 3].map((variant) => compose('sentence', { word: 'benefits', count: '10' }, variant)),
    );
    const all = benefits.flatMap((output) => output.drafts[0]?.items ?? []);
    expect(all.filter((s) => /put it first/.test(s))).toEqual([]);
    expect(all.some((s) => /put them first/.test(s))).toBe(true);
  });

  it('gives titles that agree with a plural topic and give a countable one an article or a plural', () => {
    const plural = everything(titles, {
      topic: 'performance reviews',
      keyword: '',
      type: '',
      audience: 'managers',
    });
    expect(plural).toContain('Why Do Performance Reviews Matter for Managers?');
    expect(
      plural.filter((t) =>
        /Performance Reviews (Needs|Isn’t)|Does Performance Reviews|Reviews (Tips|Examples|Mistakes?)\b/.test(
          t,
        ),
      ),
    ).toEqual([]);
    const count = everything(titles, {
      topic: 'onboarding checklist',
      keyword: '',
      type: '',
      audience: 'HR managers',
    });
    expect(count).toContain('The Complete Guide to Onboarding Checklists');
    expect(count.filter((t) => /(to|About|With|Improve) Onboarding Checklist\b(?! \w)/.test(t))).toEqual([]);
    const task = everything(titles, {
      topic: 'how to write a job offer letter',
      keyword: '',
      type: '',
      audience: 'HR managers',
    });
    expect(
      task.filter((t) =>
        /Improve Writing|Writing a Job Offer Letter (Tips|Examples|Tools|Ideas)|Your Writing/.test(t),
      ),
    ).toEqual([]);
  });

  it('keeps slogans from pairing a benefit with a pattern it makes no sense in', () => {
    const software = everything(slogans, {
      brand: 'Payly',
      benefit: 'payroll software',
      audience: '',
      tone: 'playful',
    });
    expect(software.length).toBeGreaterThan(20);
    expect(software.filter((s) => /treat yourself to|art of|built for payroll/.test(s))).toEqual([]);
    const checkups = everything(slogans, {
      brand: 'Brightside',
      benefit: 'pain-free checkups',
      audience: 'families',
      tone: 'playful',
    });
    expect(checkups).toContain('Pain-free checkups, but make them fun.');
  });

  it('never shows a business name with the same word twice', () => {
    const names = [
      ...everything(business, { keywords: 'studio', industry: 'creative', style: 'modern', maxLength: '24' }),
      ...everything(business, { keywords: 'bright', industry: 'other', style: 'modern', maxLength: '24' }),
    ];
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((n) => /\b(\w+) \1\b/i.test(n))).toEqual([]);
  });

  it('never shows a team name with the same word twice', () => {
    const names = everything(teams, { theme: 'trivia', style: 'fun', word: '' }, 20);
    expect(names.filter((n) => /\b(\w+) \1\b/i.test(n))).toEqual([]);
  });
});
