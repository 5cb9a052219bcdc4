import { describe, expect, it } from 'vitest';
import { milestone } from '@/lib/generators/compose/anniversary/engine';
import { RELATIONSHIPS } from '@/lib/generators/compose/anniversary/form';
import { leftoverMarkers } from '@/lib/generators/compose/template';
import { compose } from './helpers';

describe('milestones', () => {
  it.each([
    [1, 'first', 'one year', 'one year', 'first'],
    [2, 'regular', 'two years', 'two years', 'second'],
    [5, 'milestone', 'five years', 'half a decade', 'fifth'],
    [10, 'milestone', 'ten years', 'a decade', 'tenth'],
    [12, 'regular', '12 years', '12 years', '12th'],
    [20, 'milestone', '20 years', 'two decades', '20th'],
    [25, 'milestone', '25 years', 'a quarter of a century', '25th'],
    [35, 'milestone', '35 years', '35 years', '35th'],
  ])('%i years: %s, %s, %s, %s', (years, kind, span, phrase, ordinal) => {
    expect(milestone(years)).toEqual({ kind, span, phrase, ordinal });
  });
});

describe('work anniversary composer', () => {
  it('writes four distinct options for the sample, each naming the person, the years and signed', async () => {
    const output = await compose('anniversary');
    expect(output.drafts).toHaveLength(4);
    expect(new Set(output.drafts.map((d) => d.body)).size).toBe(4);
    for (const draft of output.drafts) {
      expect(draft.body).toContain('Alex');
      expect(draft.body).toMatch(/five years|fifth|half a decade/i);
      expect(draft.body).toMatch(/\n\n– Maya$/);
    }
    expect(output.drafts.some((d) => d.body.includes('half a decade'))).toBe(true);
    expect(output.drafts.some((d) => d.body.includes('leading the move to our new support platform'))).toBe(
      true,
    );
    expect(output.notes[0]).toContain('milestone');
  });

  it('is milestone-aware: the first year and a decade get their own words, year 7 none', async () => {
    const first = await compose('anniversary', { years: '1' });
    expect(first.drafts.map((d) => d.body).join(' ')).toMatch(/first year|only been a year/);
    const decade = await compose('anniversary', { years: '10', relationship: 'company' });
    expect(decade.drafts.map((d) => d.body).join(' ')).toContain('a decade');
    const seven = await compose('anniversary', { years: '7' });
    expect(seven.notes).toEqual([]);
    expect(seven.drafts.map((d) => d.body).join(' ')).not.toMatch(/milestone|decade/);
  });

  it('speaks to the employee from a manager and about them company-wide', async () => {
    const manager = (await compose('anniversary', { relationship: 'manager' })).drafts
      .map((d) => d.body)
      .join(' ');
    expect(manager).toMatch(/\byou\b/i);
    const company = (await compose('anniversary', { relationship: 'company' })).drafts
      .map((d) => d.body)
      .join(' ');
    expect(company).not.toMatch(/\byour\b|\byou (are|have|make)\b/i);
    expect(company).toContain('Alex');
  });

  it.each(
    RELATIONSHIPS.flatMap((r) =>
      ['warm', 'formal', 'fun'].flatMap((tone) =>
        ['1', '3', '5', '20'].map((years) => [r.value, tone, years]),
      ),
    ),
  )('%s, %s, %s years: complete options without markers', async (relationship, tone, years) => {
    const output = await compose('anniversary', { relationship, tone, years, count: '6' });
    expect(output.drafts.length).toBeGreaterThanOrEqual(4);
    for (const draft of output.drafts) {
      expect(leftoverMarkers(draft.body)).toEqual([]);
      expect(draft.body).not.toMatch(/\[|\s[,.]| {2}/);
      expect([...draft.body].length).toBeLessThan(1250);
    }
  });

  it('works without the optional details, and keeps a blank for a missing name', async () => {
    const output = await compose('anniversary', {
      highlight: '',
      company: '',
      senderName: '',
      employeeName: '',
    });
    for (const draft of output.drafts) {
      expect(draft.body).not.toContain('undefined');
      expect(draft.body).not.toContain('–');
    }
    expect(output.drafts.map((d) => d.body).join(' ')).toContain('[Employee name]');
  });

  it('writes nothing until the years are a valid number, and says why', async () => {
    const output = await compose('anniversary', { years: '' });
    expect(output.drafts).toEqual([]);
    expect(output.notes).toEqual(['Enter the years with the company (1 to 60) to see the messages.']);
  });

  it('is deterministic per version and changes with another version', async () => {
    expect(await compose('anniversary')).toEqual(await compose('anniversary'));
    expect((await compose('anniversary', {}, 1)).drafts[0]?.body).not.toBe(
      (await compose('anniversary')).drafts[0]?.body,
    );
  });
});
