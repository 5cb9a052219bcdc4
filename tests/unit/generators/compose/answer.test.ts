import { describe, expect, it } from 'vitest';
import { firstPerson, speakingTime } from '@/lib/generators/compose/answer/engine';
import { leftoverMarkers } from '@/lib/generators/compose/template';
import { compose } from './helpers';

describe('interview answers (STAR)', () => {
  it('builds the four STAR parts in order from the notes, with the lesson and a short version', async () => {
    const output = await compose('answer');
    const [full, short] = output.drafts;
    const parts = full!.body.split('\n\n');
    expect(parts.map((p) => p.split(':')[0])).toEqual(['Situation', 'Task', 'Action', 'Result']);
    expect(parts[2]).toBe(
      'Action: First, I met each engineer separately to understand their concerns. Then I wrote up both options with the risks and costs side by side. Finally, I ran a 30-minute decision meeting with the product lead.',
    );
    expect(parts[3]).toMatch(
      /Looking back, I learned that disagreements get easier once the trade-offs are written down\.$/,
    );
    expect(full!.label).toMatch(/^Full answer, about \d+ seconds spoken$/);
    expect(short!.body.startsWith('Two senior engineers on my team disagreed')).toBe(true);
    expect(output.notes[0]).toBe('Answering: “Tell me about a time you resolved a conflict on your team.”');
  });

  it('never invents: empty parts become bracketed prompts, with tips for weak notes', async () => {
    const output = await compose('answer', {
      situation: '',
      result: 'the team was happier',
      action: 'we fixed it',
    });
    const body = output.drafts[0]!.body;
    expect(body).toContain('Situation: [Where you were, when, and what was at stake]');
    expect(body).toContain('Action: We fixed it.');
    expect(output.notes).toContain(
      'Results land harder with a number: add one if you have it (time saved, a percentage, a customer score).',
    );
    expect(output.notes).toContain(
      'Interviewers listen for what you did: write the actions with “I”, not “we”.',
    );
    const empty = await compose('answer', { situation: '', task: '', action: '', result: '', lesson: '' });
    expect(empty.drafts[0]!.body.match(/\[/g)).toHaveLength(4);
  });

  it('writes action steps in the first person only when they start with a past-tense verb', () => {
    expect(firstPerson('led the rollout')).toBe('I led the rollout');
    expect(firstPerson('Escalated to legal.')).toBe('I escalated to legal');
    expect(firstPerson('the team agreed')).toBe('the team agreed');
    expect(firstPerson('I called the client')).toBe('I called the client');
  });

  it('times speech at about 150 words a minute', () => {
    expect(speakingTime(Array(150).fill('word').join(' '))).toBe('about 1 min');
    expect(speakingTime(Array(50).fill('word').join(' '))).toBe('about 20 seconds');
    expect(speakingTime(Array(240).fill('word').join(' '))).toBe('about 1 min 35 s');
  });
});

describe('support replies', () => {
  it('acknowledges, answers in numbered steps, gives the next step and signs off', async () => {
    const body = (await compose('answer', { mode: 'support' })).drafts[0]!.body;
    const parts = body.split('\n\n');
    expect(parts[0]).toBe('Hi Sam,');
    expect(parts[1]).toMatch(/exporting candidate data to a spreadsheet\.$/);
    expect(parts[2]).toBe(
      'Here is how to do it:\n1. Open the job and select Candidates.\n2. Choose Export in the top-right menu.\n3. Pick CSV or Excel and the columns you need.',
    );
    expect(parts[3]).toBe(
      'If the Export option is missing, reply here and I will check your account permissions.',
    );
    expect(parts.at(-1)).toBe('Best,\nPriya\nNorthwind Support');
  });

  it('changes with the tone and marks missing parts', async () => {
    const formal = (await compose('answer', { mode: 'support', supportTone: 'formal' })).drafts[0]!.body;
    expect(formal).toMatch(/^Dear Sam,/);
    expect(formal).toMatch(/Kind regards,\nPriya/);
    const sorry = (await compose('answer', { mode: 'support', supportTone: 'apologetic' })).drafts[0]!.body;
    expect(sorry).toMatch(/sorry/);
    const bare = (await compose('answer', { mode: 'support', answer: '', nextStep: '', customerName: '' }))
      .drafts[0]!.body;
    expect(bare).toContain('Hi [Customer name],');
    expect(bare).toContain('[The answer or fix, in the customer’s terms]');
    expect(bare).toContain('[What happens next, and when]');
  });
});

describe('explanations', () => {
  it('opens for the reader and sets out what it is, why it matters and an example', async () => {
    const body = (await compose('answer', { mode: 'explain' })).drafts[0]!.body;
    expect(body.split('\n\n').map((p) => p.split('\n')[0])).toEqual([
      'A quick guide to structured interviews, written for hiring managers.',
      'What it is',
      'Why it matters',
      'An example',
    ]);
    const beginner = (await compose('answer', { mode: 'explain', audience: 'beginner', example: '' }))
      .drafts[0]!.body;
    expect(beginner).toMatch(/^An introduction to structured interviews, in plain words\./);
    expect(beginner).toContain('[A concrete example from their world]');
  });

  it.each(['interview', 'support', 'explain'])('%s: no template markers in any version', async (mode) => {
    for (const variant of [0, 1, 2]) {
      const output = await compose('answer', { mode }, variant);
      for (const draft of output.drafts) expect(leftoverMarkers(draft.body)).toEqual([]);
    }
  });
});
