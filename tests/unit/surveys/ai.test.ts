import { describe, expect, it } from 'vitest';
import { acceptSuggestions, suggestQuestions } from '@/lib/surveys/ai';
import { buildSurvey } from '@/lib/surveys/select';
import { survey } from './helpers';
import { viaGateway } from '../ai/via-gateway';

const spec = survey('employee-engagement-survey-generator');
const set = buildSurvey(spec, spec.defaults);

function answering(content: string): typeof fetch {
  return (async () =>
    new Response(JSON.stringify({ choices: [{ message: { content } }] }), { status: 200 })) as typeof fetch;
}

describe('AI question suggestions', () => {
  it('drops duplicates of questions already in the set, list markers and blanks', () => {
    const kept = acceptSuggestions(set, [
      { text: 'I am proud to work for Northwind Labs.' },
      { text: '1. My team celebrates wins together.' },
      { text: 'my team celebrates wins together' },
      { text: 'short' },
      { text: '  I get   the   feedback I need.  ', probe: '  ' },
    ]);
    expect(kept).toEqual([
      { text: 'My team celebrates wins together.', probe: undefined },
      { text: 'I get the feedback I need.', probe: undefined },
    ]);
  });

  it('keeps the checked suggestions from a good answer', async () => {
    const answer =
      '***{"questions":[{"text":"I am proud to work for Northwind Labs."},{"text":"My manager helps me prioritize my work."}]}***';
    const result = await suggestQuestions(
      set,
      { topics: ['Manager support'], context: 'everyone' },
      { fetchImpl: viaGateway(answering(answer)) },
    );
    expect(result).toEqual({
      ok: true,
      data: [{ text: 'My manager helps me prioritize my work.', probe: undefined }],
    });
  });

  it('returns the service’s message for an answer of the wrong shape, never throws', async () => {
    const result = await suggestQuestions(
      set,
      { topics: ['Recognition'], context: 'everyone' },
      { fetchImpl: viaGateway(answering('***{"questions":[]}***')) },
    );
    expect(result).toMatchObject({
      ok: false,
      reason: 'invalid',
      message: 'The AI answer was missing some of the details we asked for. Please try again.',
    });
  });
});
