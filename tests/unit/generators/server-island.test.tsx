import { describe, expect, it } from 'vitest';
import { GeneratorToolIsland } from '@/components/tools/generators/GeneratorToolIsland';
import { metaTitleDescriptionGenerator } from '@/content/tools/generators/meta-title-description-generator';
import { randomWordGenerator } from '@/content/tools/generators/random-word-generator';
import type { Batch } from '@/lib/generators/types';

type IslandProps = { initial: Batch; aiAvailable: boolean; defaultSeed: string };

describe('the generator island on the server', () => {
  it('renders the same example batch on every build, ready for the static page', async () => {
    const first = (await GeneratorToolIsland({ tool: metaTitleDescriptionGenerator })).props as IslandProps;
    const again = (await GeneratorToolIsland({ tool: metaTitleDescriptionGenerator })).props as IslandProps;
    expect(first.initial.ideas.length).toBe(6);
    expect(first.initial.ideas.map((idea) => idea.text)).toEqual(
      again.initial.ideas.map((idea) => idea.text),
    );
    expect(first.initial.ideas[0]!.secondary).toBeTruthy();
    // The emulator counts as a configured AI service, so the AI action is offered.
    expect(first.aiAvailable).toBe(true);
  });

  it('offers no AI action for random words, which have no AI brief', async () => {
    const props = (await GeneratorToolIsland({ tool: randomWordGenerator })).props as IslandProps;
    expect(props.initial.ideas).toHaveLength(12);
    expect(props.aiAvailable).toBe(false);
  });
});
