// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateAnswer } from '../../../emulator/ai-completion';
import { AI_TOOLS } from '../../../gateway/tools';
import { userMessage } from '@/lib/ai/client';
import type { AiToolId } from '@/lib/ai/tool-ids';
import { COMPOSER_IDS } from '@/lib/generators/compose/types';
import { GENERATOR_IDS } from '@/lib/generators/types';
import { PARAPHRASE_MODES } from '@/lib/writing/rewrite/modes';
import { REWRITE_GOALS } from '@/lib/writing/rewrite/rewrite';

const TEXT = 'Our team reviewed every application within two days and replied to each candidate by email.';

/** For every tool, fields a browser could send, covering each variant that picks its own example. */
const FIELDS: Record<AiToolId, unknown[]> = {
  'excel-formula': [{ description: 'Add up column B where column A says "Paid"' }],
  'generator-ideas': GENERATOR_IDS.map((generator) => ({ generator, values: {} })),
  'compose-draft': COMPOSER_IDS.map((composer) => ({ composer, values: {} })),
  'art-prompt': [
    { prompt: 'a lighthouse at dawn', kind: 'image' },
    { prompt: 'a quiet harbour', kind: 'painting' },
  ],
  'kpi-suggestions': [{ team: 'Recruiting', stage: 'Growth', goal: 'Hire faster without lowering quality' }],
  'interview-feedback': [
    { question: 'Tell me about a conflict.', answer: 'We disagreed on a launch date and agreed a plan.' },
  ],
  'job-description': [
    {
      title: 'Recruiter',
      company: 'Northwind Health',
      location: 'Austin, TX',
      seniority: 'entry',
      employment: 'full-time',
      workplace: 'hybrid',
      current: 'Find and hire great people.',
    },
  ],
  'survey-questions': [
    { mode: 'survey', title: 'Onboarding survey', context: '', topics: ['first week'], existing: [] },
    { mode: 'interview', title: 'Exit interview', context: '', topics: [], existing: [] },
  ],
  rewrite: [
    ...PARAPHRASE_MODES.map((mode) => ({ tool: 'paraphrase', mode, keep: [], text: TEXT })),
    ...REWRITE_GOALS.map((mode) => ({ tool: 'rewriter', mode, keep: [], text: TEXT })),
  ],
  summary: [{ text: TEXT, sentences: 1 }],
};

const cases = Object.entries(FIELDS).flatMap(([id, list]) =>
  list.map((fields, index) => [`${id} #${index + 1}`, AI_TOOLS[id as AiToolId], fields] as const),
);

/**
 * A model copies the example's shape, and so does the emulator: an example that its own schema
 * refuses (one list item where three are required) makes every answer fail, with a real model too.
 */
describe('every AI tool’s example is an answer its own schema accepts', () => {
  it.each(cases)('%s', async (_name, tool, raw) => {
    const fields = tool.fields['~standard'].validate(raw);
    expect('issues' in fields ? fields.issues : []).toEqual([]);
    const value = (fields as { value: unknown }).value;
    const prompt = await tool.build(value);
    if (prompt === null) return;
    const schema = typeof tool.answer === 'function' ? tool.answer(value) : tool.answer;
    const check = (answer: unknown) => {
      const result = schema['~standard'].validate(answer);
      return 'issues' in result && result.issues ? result.issues.map((issue) => issue.message) : [];
    };
    expect(check(prompt.example), 'the example').toEqual([]);
    const emulated = generateAnswer('test-model', [
      { role: 'system', content: prompt.system },
      { role: 'user', content: userMessage(prompt.prompt, prompt.example) },
    ]);
    expect(check(emulated.payload), 'the emulator’s answer').toEqual([]);
  });
});
