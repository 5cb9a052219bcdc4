import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadEngine } from '@/content/tools/generators/engines';
import { moreWithAi } from '@/lib/generators/ai';
import { AI_BRIEFS } from '@/lib/generators/ai-briefs';
import { GENERATOR_IDS } from '@/lib/generators/types';
import { viaGateway } from '../ai/via-gateway';

/** Answers like an OpenAI-compatible service, with the JSON between *** markers. */
function answerWith(json: unknown) {
  const body = { choices: [{ message: { content: `Here you go:\n***\n${JSON.stringify(json)}\n***` } }] };
  return vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status: 200 }));
}

afterEach(() => vi.unstubAllGlobals());

describe('More ideas with AI', () => {
  it('keeps only suggestions that pass the tool’s own rules and marks them as AI', async () => {
    const fetch = answerWith({
      ideas: [
        { text: 'maya_rivera' },
        { text: 'maya.rivera' },
        { text: 'mayariveradesignstudio' },
        { text: '@MayaPlays' },
      ],
    });
    vi.stubGlobal('fetch', viaGateway(fetch));
    const result = await moreWithAi('username', await loadEngine('username'), {
      name: 'Maya Rivera',
      interests: '',
      platform: 'x',
      style: 'clean',
      numbers: 'no',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.ideas.map((idea) => idea.text)).toEqual(['maya_rivera', 'mayaplays']);
    expect(result.ideas.every((idea) => idea.source === 'ai')).toBe(true);
    expect(result.dropped).toBe(2);
    const request = JSON.parse(fetch.mock.calls[0]![1].body as string) as { messages: { content: string }[] };
    expect(request.messages.at(-1)!.content).toContain('They must fit X: 5-15 characters');
  });

  it('returns meta pairs with their measures', async () => {
    vi.stubGlobal(
      'fetch',
      viaGateway(
        answerWith({
          ideas: [
            {
              text: 'Onboarding Checklist for HR Teams',
              secondary:
                'A free, step-by-step onboarding checklist for the first 90 days, from offer letter to review.',
            },
          ],
        }),
      ),
    );
    const result = await moreWithAi('meta', await loadEngine('meta'), {
      topic: 'Onboarding checklist',
      keyword: 'onboarding checklist',
      brand: '',
      benefit: '',
      pageType: 'article',
    });
    expect(result.ok && result.ideas[0]?.metrics?.[1]?.value).toMatch(/^~\d+ of 580 px$/);
  });

  it('passes the service’s failure message on', async () => {
    vi.stubGlobal('fetch', viaGateway(vi.fn().mockResolvedValue(new Response('busy', { status: 429 }))));
    const result = await moreWithAi('slogan', await loadEngine('slogan'), {
      brand: 'Acme',
      benefit: 'fresh coffee',
      audience: '',
      tone: 'bold',
    });
    expect(result).toEqual({
      ok: false,
      message: 'The AI service is busy right now. Please wait a minute and try again.',
    });
  });

  it('offers AI ideas exactly where the gateway has a brief for the generator', async () => {
    for (const id of GENERATOR_IDS) {
      expect((await loadEngine(id)).ai, id).toBe(AI_BRIEFS[id] !== undefined);
    }
  });
});
