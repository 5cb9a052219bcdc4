import { describe, expect, it } from 'vitest';
import { cleanDraft } from '@/lib/kpi/draft';

describe('the KPI draft', () => {
  it('reads back a good draft', () => {
    const draft = cleanDraft(
      {
        v: 1,
        settings: { department: 'sales', goals: ['win-more-deals'], stage: 'startup', count: 5 },
        choices: { excluded: ['win-rate'], pinned: ['speed-to-lead'] },
        entries: { 'win-rate': { inputs: { won: '3', lost: '9' }, target: '30' } },
      },
      null,
    );
    expect(draft).toEqual({
      settings: { department: 'sales', goals: ['win-more-deals'], stage: 'startup', count: 5 },
      choices: { excluded: ['win-rate'], pinned: ['speed-to-lead'] },
      entries: { 'win-rate': { inputs: { won: '3', lost: '9' }, target: '30' } },
    });
  });

  it('drops what it does not expect instead of breaking the page', () => {
    expect(cleanDraft({ v: 2, settings: {} }, null)).toBeNull();
    expect(cleanDraft('nonsense', null)).toBeNull();
    expect(cleanDraft({ v: 1, settings: { department: 'legal' } }, null)).toBeNull();
    // A draft of another team is not applied to a team's own page.
    expect(cleanDraft({ v: 1, settings: { department: 'sales' } }, 'hr')).toBeNull();
    const odd = cleanDraft(
      {
        v: 1,
        settings: { department: 'hr', goals: ['<b>', 7], stage: 'huge', count: 99 },
        choices: { excluded: 'all' },
        entries: { 'time-to-fill': { inputs: { filled: 12, 'bad key': 'x' }, target: null }, '../x': {} },
      },
      'hr',
    );
    expect(odd).toEqual({
      settings: { department: 'hr', goals: [], stage: 'growth', count: 12 },
      choices: { excluded: [], pinned: [] },
      entries: { 'time-to-fill': { inputs: { filled: '' }, target: '' } },
    });
  });
});
