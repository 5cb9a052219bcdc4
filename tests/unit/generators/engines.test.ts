import { describe, expect, it } from 'vitest';
import { nameGeneratorTools } from '@/content/tools/generators';
import { toolSchema } from '@/content/tools/schema';
import { isClean } from '@/lib/generators/blocklist';
import { loadEngine } from '@/content/tools/generators/engines';
import business from '@/content/tools/generators/engines/business-name';
import headlines from '@/content/tools/generators/engines/linkedin-headline';
import meta from '@/content/tools/generators/engines/meta';
import words from '@/content/tools/generators/engines/random-word';
import slogans from '@/content/tools/generators/engines/slogan';
import titles from '@/content/tools/generators/engines/title';
import usernames from '@/content/tools/generators/engines/username';
import tags from '@/content/tools/generators/engines/youtube-tags';
import { RANDOM_WORDS } from '@/content/tools/generators/words/random-word';
import { HEADLINE_LIMIT } from '@/lib/generators/engines/linkedin-headline';
import { wordBank } from '@/lib/generators/engines/random-word';
import { tagsTotal, TAG_LIMIT } from '@/lib/generators/engines/youtube-tags';
import { PLATFORMS, fitsPlatform, platformsFor } from '@/lib/generators/platforms';
import { textWidth, truncateToWidth } from '@/lib/generators/pixels';
import { seededRng } from '@/lib/generators/random';
import { attach, blend, gerund, isPluralPhrase, taskAsNoun, titleCase } from '@/lib/generators/text';
import { defaultValuesOf, favouritesCsv, validateValues } from '@/lib/generators/validate';

const texts = (batch: { ideas: { text: string }[] }) => batch.ideas.map((idea) => idea.text);
const platform = (id: string) => PLATFORMS.find((p) => p.id === id)!;

describe('the generator definitions', () => {
  it.each(nameGeneratorTools.map((tool) => [tool.slug, tool] as const))(
    '%s passes the schema and its defaults give a full, repeatable batch',
    async (_slug, tool) => {
      expect(toolSchema.safeParse(tool).success).toBe(true);
      const values = defaultValuesOf(tool.fields);
      expect(validateValues(tool.fields, values)).toEqual({});
      const engine = await loadEngine(tool.generator);
      const first = engine.generate(values, seededRng('s1'));
      expect(first.ideas.length).toBeGreaterThanOrEqual(6);
      expect(texts(engine.generate(values, seededRng('s1')))).toEqual(texts(first));
      const keys = first.ideas.map((idea) => idea.text.toLowerCase());
      expect(new Set(keys).size).toBe(keys.length);
    },
  );

  it('gives a different list for a different seed', () => {
    const values = { keywords: 'coffee, bean', industry: 'food', style: 'modern', maxLength: '16' };
    expect(texts(business.generate(values, seededRng('a')))).not.toEqual(
      texts(business.generate(values, seededRng('b'))),
    );
  });
});

describe('business names', () => {
  it('builds names from the keywords and keeps to the length limit', () => {
    const batch = business.generate(
      { keywords: 'bean', industry: 'food', style: 'short', maxLength: '8' },
      seededRng('x'),
    );
    expect(batch.ideas.length).toBeGreaterThan(5);
    for (const name of texts(batch)) {
      expect(name.length).toBeLessThanOrEqual(8);
      expect(name.toLowerCase()).toContain('bean');
    }
  });

  it('joins words the way brand names do', () => {
    expect(blend('brew', 'wave')).toBe('brewave');
    expect(blend('coffee', 'elevate')).toBeNull();
    expect(attach('snap', 'ly')).toBe('snaply');
    expect(attach('coffee', 'ify')).toBe('coffify');
  });

  it('never shows a rude word formed where two words join', () => {
    expect(isClean('Analytics', ['ana', 'lytics'])).toBe(false);
    expect(isClean('Bass Hub', ['bass', 'hub'])).toBe(true);
    expect(isClean('Classic Works', ['classic', 'works'])).toBe(true);
    expect(isClean('Skillset', ['skill', 'set'])).toBe(true);
    const batch = business.generate(
      { keywords: 'ass, tit', industry: 'other', style: 'modern', maxLength: '20' },
      seededRng('x'),
    );
    for (const name of texts(batch)) expect(name.toLowerCase()).not.toMatch(/fuck|shit/);
    expect(business.fromAi('Shitcoin Labs', undefined, { keywords: 'coin', maxLength: '20' })).toBeNull();
  });
});

describe('usernames', () => {
  it('applies each platform’s length and character rules', () => {
    expect(fitsPlatform('maya_rivera', platform('x'))).toBe(true);
    expect(fitsPlatform('mayariveradesigns', platform('x'))).toBe(false); // 17 > 15
    expect(fitsPlatform('maya', platform('x'))).toBe(false); // new X handles need 5+
    expect(fitsPlatform('maya.rivera', platform('x'))).toBe(false);
    expect(fitsPlatform('maya.rivera', platform('instagram'))).toBe(true);
    expect(fitsPlatform('maya.', platform('instagram'))).toBe(false);
    expect(fitsPlatform('maya..rivera', platform('instagram'))).toBe(false);
    expect(fitsPlatform('maya.', platform('tiktok'))).toBe(false);
    expect(fitsPlatform('_maya', platform('twitch'))).toBe(false);
    expect(fitsPlatform('may', platform('twitch'))).toBe(false);
    expect(fitsPlatform('maya-rivera', platform('github'))).toBe(true);
    expect(fitsPlatform('maya_rivera', platform('github'))).toBe(false);
    expect(fitsPlatform('-maya', platform('github'))).toBe(false);
    expect(fitsPlatform('a'.repeat(39), platform('github'))).toBe(true);
    expect(fitsPlatform('a'.repeat(40), platform('github'))).toBe(false);
    expect(fitsPlatform('a'.repeat(21), platform('reddit'))).toBe(false);
    expect(fitsPlatform('ab', platform('reddit'))).toBe(false);
    expect(platformsFor('mayarivera').map((p) => p.label)).toEqual([
      'Instagram',
      'X',
      'TikTok',
      'Twitch',
      'GitHub',
      'Reddit',
    ]);
  });

  it('only offers handles that fit the chosen platform, and says which platforms each fits', () => {
    for (const id of ['x', 'github', 'twitch', 'reddit']) {
      const batch = usernames.generate(
        {
          name: 'Alexandra Montgomery',
          interests: 'photography',
          platform: id,
          style: 'pro',
          numbers: 'yes',
        },
        seededRng(id),
      );
      expect(batch.ideas.length).toBeGreaterThan(0);
      for (const idea of batch.ideas) {
        expect(fitsPlatform(idea.text, platform(id))).toBe(true);
        expect(idea.badges).toContain(platform(id).label);
      }
    }
    const any = usernames.generate(
      { name: 'Maya Rivera', interests: '', platform: 'any', style: 'clean', numbers: 'no' },
      seededRng('a'),
    );
    expect(any.summary).toContain('Availability is not checked');
  });
});

describe('meta titles and descriptions', () => {
  it('estimates pixel widths from Arial’s character widths', () => {
    expect(textWidth('iiii', 20)).toBe(18); // 4 × 222 × 20 / 1000
    expect(textWidth('WWWW', 20)).toBe(76);
    expect(textWidth('W'.repeat(40), 20)).toBeGreaterThan(580);
    const cut = truncateToWidth('word '.repeat(60).trim(), 20, 580);
    expect(cut.cut).toBe(true);
    expect(cut.text.endsWith('…')).toBe(true);
    expect(textWidth(cut.text, 20)).toBeLessThanOrEqual(580);
    expect(truncateToWidth('Short title', 20, 580)).toEqual({ text: 'Short title', cut: false });
  });

  it('gives pairs with counts, leaves the brand off when none is given, and ranks fitting titles first', () => {
    const values = {
      topic: 'Remote work policy',
      keyword: 'remote work policy',
      brand: '',
      benefit: '',
      pageType: 'article',
    };
    const batch = meta.generate(values, seededRng('m'));
    expect(batch.ideas.length).toBeGreaterThan(2);
    for (const idea of batch.ideas) {
      expect(idea.secondary).toBeTruthy();
      expect(idea.text).not.toContain('|  ');
      expect(idea.text).not.toMatch(/\|\s*$/);
      expect(idea.metrics?.map((m) => m.label)).toEqual([
        'Title',
        'Title width',
        'Description',
        'Description width',
      ]);
    }
    expect(textWidth(batch.ideas[0]!.text, 20)).toBeLessThanOrEqual(580);
  });
});

describe('YouTube tags', () => {
  it('counts quotes and commas as YouTube does, and never passes 500', () => {
    expect(tagsTotal(['hiring', 'job description'])).toBe(6 + 17 + 1);
    const batch = tags.generate(
      {
        title: 'How to Write a Job Description That Attracts Top Talent',
        keywords:
          'job description, Job Description, recruiting, hiring tips, employer branding, interview questions, talent acquisition',
        channel: 'Quotient',
      },
      seededRng('t'),
    );
    const list = texts(batch);
    expect(tagsTotal(list)).toBeLessThanOrEqual(TAG_LIMIT);
    expect(list.filter((tag) => tag === 'job description')).toHaveLength(1);
    expect(list).toContain('top talent');
    expect(batch.summary).toContain(`using ${tagsTotal(list)} of YouTube’s 500 characters`);
  });
});

describe('slogans and headlines', () => {
  it('puts the brand and benefit into slogans of at most 60 characters', () => {
    const batch = slogans.generate(
      { brand: 'Acme', benefit: 'fresh coffee', audience: 'commuters', tone: 'friendly' },
      seededRng('s'),
    );
    expect(batch.ideas.some((idea) => idea.text.includes('Acme'))).toBe(true);
    for (const idea of batch.ideas) {
      expect(idea.text.length).toBeLessThanOrEqual(60);
      expect(idea.text.toLowerCase()).toContain('coffee');
    }
  });

  it('keeps LinkedIn headlines within 220 characters and puts the role first', () => {
    const long = 'x'.repeat(80);
    const batch = headlines.generate(
      {
        role: 'nurse manager',
        skills: 'patient safety, staffing, budgeting',
        achievement: long,
        audience: '',
        goal: '',
        style: 'professional',
      },
      seededRng('h'),
    );
    for (const idea of batch.ideas) {
      expect(idea.text.length).toBeLessThanOrEqual(HEADLINE_LIMIT);
      expect(idea.text).toMatch(/Nurse Manager/);
    }
    expect(headlines.fromAi('y'.repeat(221), undefined, { role: 'x' })).toBeNull();
  });

  it('makes the verb after the benefit agree with it', () => {
    expect(isPluralPhrase('pain-free checkups')).toBe(true);
    expect(isPluralPhrase('happy customers')).toBe(true);
    for (const singular of ['faster hiring', 'clean energy', 'business success', 'good news', 'analytics'])
      expect(isPluralPhrase(singular), singular).toBe(false);
    const all = (benefit: string) =>
      Array.from({ length: 12 }, (_, seed) =>
        texts(
          slogans.generate(
            { brand: 'Acme', benefit, audience: 'families', tone: 'bold' },
            seededRng(`a${seed}`),
          ),
        ),
      ).flat();
    const plural = all('pain-free checkups');
    expect(plural).toContain('Better pain-free checkups start here.');
    expect(plural.filter((text) => /checkups (starts|meets)\b/.test(text))).toEqual([]);
    expect(all('clean energy')).toContain('Better clean energy starts here.');
  });

  it('turns a task typed as “how to …” into a phrase every title formula can hold', () => {
    expect(gerund('write')).toBe('writing');
    expect(gerund('plan')).toBe('planning');
    expect(gerund('hire')).toBe('hiring');
    expect(gerund('tie')).toBe('tying');
    expect(gerund('onboard')).toBe('onboarding');
    expect(taskAsNoun('how to write a job offer letter')).toBe('writing a job offer letter');
    expect(taskAsNoun('employee onboarding')).toBe('employee onboarding');
    const values = {
      topic: 'how to write a job offer letter',
      keyword: '',
      type: '',
      audience: 'HR managers',
    };
    const all = Array.from({ length: 12 }, (_, seed) =>
      texts(titles.generate(values, seededRng(`t${seed}`))),
    ).flat();
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((text) => /\bhow to write\b/i.test(text))).toEqual([]);
    expect(all.some((text) => text.includes('Writing a Job Offer Letter'))).toBe(true);
  });

  it('writes Title Case with small words lower case', () => {
    expect(titleCase('the art of hiring for startups')).toBe('The Art of Hiring for Startups');
  });
});

describe('random words', () => {
  it('filters by part of speech, first letter, length and syllables, without repeats', () => {
    const bank = new Map(wordBank(RANDOM_WORDS).map((w) => [w.word, w]));
    const batch = words.generate(
      { count: '8', pos: 'noun', length: 'any', startsWith: 'b', syllables: '2', repeats: 'no' },
      seededRng('w'),
    );
    expect(batch.ideas).toHaveLength(8);
    expect(new Set(texts(batch)).size).toBe(8);
    for (const word of texts(batch)) {
      expect(word.startsWith('b')).toBe(true);
      expect(bank.get(word)?.syllables).toBe(2);
      expect(bank.get(word)?.pos).toContain('noun');
    }
    expect(bank.get('umbrella')?.syllables).toBe(3);
  });

  it('says so when fewer words match than asked for', () => {
    const batch = words.generate(
      { count: '50', pos: 'adverb', length: 'short', startsWith: 'w', syllables: 'any', repeats: 'no' },
      seededRng('w'),
    );
    expect(batch.ideas.length).toBeLessThan(50);
    expect(batch.summary).toMatch(/only \d+ match/);
  });
});

describe('validation and export', () => {
  const fields = nameGeneratorTools[0].fields;
  it('names the problem with each field', () => {
    const errors = validateValues(fields, { ...defaultValuesOf(fields), keywords: '  ', maxLength: '2' });
    expect(errors.keywords).toBe('Enter keywords to generate ideas.');
    expect(errors.maxLength).toBe('Enter a whole number from 4 to 40.');
  });

  it('quotes CSV cells so commas and quotes survive', () => {
    expect(favouritesCsv([{ text: 'Fast, fair "hiring"', source: 'ai' }])).toBe(
      '"Idea","Second line","Made by"\r\n"Fast, fair ""hiring""","","AI"\r\n',
    );
  });
});
