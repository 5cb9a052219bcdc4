import { isClean } from '../blocklist';
import { shuffle } from '@/lib/kit/random';
import { capitalize, dedupe, keywordList, plural } from '../text';
import type { Engine, Values } from '../types';

type Style = 'fun' | 'bold' | 'professional';
type Theme = {
  adjectives: Record<Style, readonly string[]>;
  nouns: readonly string[];
  puns: readonly string[];
};

/** Word banks by theme: adjectives by style, plural nouns the team can be, and ready-made puns. */
const THEMES: Record<string, Theme> = {
  work: {
    adjectives: {
      fun: ['Caffeinated', 'Spreadsheet', 'Meeting-Free', 'Inbox Zero', 'Coffee-Powered', 'Sticky Note'],
      bold: ['Unstoppable', 'Relentless', 'Fearless', 'Mighty', 'Trailblazing', 'Dynamic'],
      professional: ['Strategic', 'Collaborative', 'Agile', 'Forward', 'Aligned', 'Core'],
    },
    nouns: [
      'Innovators',
      'Achievers',
      'Trailblazers',
      'Problem Solvers',
      'Dream Team',
      'Visionaries',
      'Collaborators',
      'Pioneers',
      'Catalysts',
    ],
    puns: [
      'Ctrl Alt Elite',
      'The Deadline Dodgers',
      'Synergy Squad',
      'The Task Masters',
      'Office Avengers',
      'The Brainstormers',
      'Agenda Benders',
      'The Overachievers',
    ],
  },
  sales: {
    adjectives: {
      fun: ['Quota', 'Cold Call', 'Upsell', 'Pipeline', 'Follow-Up', 'Commission'],
      bold: ['Unstoppable', 'Relentless', 'Record-Breaking', 'Top Gun', 'Fearless', 'Hungry'],
      professional: ['Revenue', 'Growth', 'Pipeline', 'Strategic', 'Enterprise', 'Client-First'],
    },
    nouns: [
      'Closers',
      'Dealmakers',
      'Rainmakers',
      'Crushers',
      'Hunters',
      'Trailblazers',
      'Heavy Hitters',
      'Pros',
    ],
    puns: [
      'Quota Crushers',
      'The Closers',
      'Deal or No Deal',
      'Pipeline Pirates',
      'The Rainmakers',
      'Cold Call Heroes',
      'Sale Away',
      'Commission Possible',
    ],
  },
  sports: {
    adjectives: {
      fun: ['Bench-Warming', 'Sore Loser', 'Weekend', 'Snack Break', 'Halftime', 'Underdog'],
      bold: ['Thunder', 'Iron', 'Blazing', 'Storm', 'Titan', 'Savage'],
      professional: ['United', 'Athletic', 'City', 'Rovers', 'Elite', 'Premier'],
    },
    nouns: [
      'Titans',
      'Wolves',
      'Hawks',
      'Thunder',
      'Storm',
      'Warriors',
      'Rockets',
      'Falcons',
      'Lions',
      'Comets',
    ],
    puns: [
      'Net Profits',
      'The Underdogs',
      'Game of Throws',
      'Kick Start',
      'Goal Diggers',
      'The Mighty Ducks',
      'Hoop Dreams',
      'Dribble Trouble',
    ],
  },
  trivia: {
    adjectives: {
      fun: ['Know-It-All', 'Smarty', 'Nerdy', 'Brainy', 'Quizzical', 'Clueless'],
      bold: ['Genius', 'Mastermind', 'Brilliant', 'Sharp', 'Quick-Witted', 'Unbeatable'],
      professional: ['Academic', 'Scholarly', 'Well-Read', 'Informed', 'Curious', 'Expert'],
    },
    nouns: [
      'Brainiacs',
      'Know-It-Alls',
      'Quizzards',
      'Masterminds',
      'Scholars',
      'Geniuses',
      'Bookworms',
      'Smarty Pants',
    ],
    puns: [
      'Quizzy Rascals',
      'Les Quizerables',
      'The Smartinis',
      'Trivia Pursuers',
      'Quizzly Bears',
      'Think Tank',
      'The Answer Is 42',
      'Fact Checkers',
    ],
  },
  tech: {
    adjectives: {
      fun: ['Bug-Free', 'Caffeinated', 'Full-Stack', 'Merge Conflict', 'Hotfix', 'Semicolon'],
      bold: ['Binary', 'Quantum', 'Turbo', 'Cyber', 'Hyper', 'Atomic'],
      professional: ['Platform', 'Cloud', 'Core', 'Data', 'Systems', 'Product'],
    },
    nouns: ['Coders', 'Hackers', 'Builders', 'Engineers', 'Debuggers', 'Architects', 'Bits', 'Bytes', 'Devs'],
    puns: [
      'Ctrl Alt Elite',
      'The Bug Squashers',
      'Git Happens',
      'Null Pointers',
      'The Syntax Terrors',
      'Code Red',
      'Bit by Bit',
      'The Cache Flow',
    ],
  },
  fitness: {
    adjectives: {
      fun: ['Sweaty', 'Sore Muscle', 'Step Count', 'Snack-Fueled', 'Burpee-Hating', 'Stretchy'],
      bold: ['Iron', 'Unbreakable', 'Beast Mode', 'Power', 'Savage', 'Relentless'],
      professional: ['Wellness', 'Active', 'Healthy', 'Motion', 'Vital', 'Balanced'],
    },
    nouns: ['Steppers', 'Lifters', 'Runners', 'Movers', 'Shakers', 'Striders', 'Sweat Squad', 'Pacers'],
    puns: [
      'Sole Mates',
      'The Step Sisters',
      'Walk This Way',
      'Feet Happens',
      'Sweat Dreams',
      'Pace Makers',
      'Cardio Club',
      'The Muscle Hustle',
    ],
  },
  volunteering: {
    adjectives: {
      fun: ['Helping', 'Can-Do', 'Big-Hearted', 'Sunny', 'Happy', 'Hands-On'],
      bold: ['Mighty', 'Unstoppable', 'Brave', 'Bold', 'Fearless', 'Giant'],
      professional: ['Community', 'Impact', 'Service', 'Outreach', 'Civic', 'Good Neighbor'],
    },
    nouns: [
      'Helpers',
      'Givers',
      'Changemakers',
      'Do-Gooders',
      'Volunteers',
      'Heroes',
      'Builders',
      'Champions',
    ],
    puns: [
      'Helping Hands',
      'Team Good Vibes',
      'Lend a Hand',
      'Heart of Gold',
      'The Kindness Crew',
      'Give and Take',
      'Good Deed Doers',
      'Hearts in Action',
    ],
  },
  gaming: {
    adjectives: {
      fun: ['Lag', 'Respawning', 'Button Mashing', 'Noob', 'Pixel', 'Couch'],
      bold: ['Shadow', 'Phantom', 'Apex', 'Rogue', 'Venom', 'Blaze'],
      professional: ['Elite', 'Legion', 'Vanguard', 'Alliance', 'Guild', 'Nexus'],
    },
    nouns: ['Raiders', 'Legends', 'Slayers', 'Knights', 'Titans', 'Rangers', 'Guardians', 'Squad'],
    puns: [
      'Lag Legends',
      'Respawn Crew',
      'Press Start',
      'Game Over Man',
      'The Noob Tubes',
      'Critical Hit',
      'Player Two',
      'Level Up',
    ],
  },
};

const styleOf = (values: Values): Style =>
  (['fun', 'bold', 'professional'] as const).find((s) => s === values.style) ?? 'fun';

export const engine: Engine = {
  generate: (values, rng) => {
    const style = styleOf(values);
    const theme = THEMES[values.theme ?? ''] ?? THEMES.work!;
    const word = keywordList(values.word ?? '', 1)[0];
    const own = word ? capitalize(word) : '';
    const pool: { text: string; detail: string; weight: number }[] = [];
    for (const adjective of theme.adjectives[style])
      for (const noun of theme.nouns) {
        // Two words starting alike stick: "Mighty Movers", "Relentless Rainmakers".
        const alliterates = adjective[0] === noun[0];
        pool.push({
          text: `The ${adjective} ${noun}`,
          detail: alliterates ? 'Alliteration' : 'Adjective + team noun',
          weight: alliterates ? 3 : 1,
        });
        pool.push({
          text: `${adjective} ${noun}`,
          detail: alliterates ? 'Alliteration' : 'Adjective + team noun',
          weight: alliterates ? 2.5 : 0.8,
        });
      }
    if (own)
      for (const noun of theme.nouns) {
        pool.push({ text: `${own} ${noun}`, detail: 'Your word + team noun', weight: 3 });
        pool.push({ text: `The ${own} ${noun}`, detail: 'Your word + team noun', weight: 2.5 });
      }
    if (style === 'fun')
      for (const pun of theme.puns) pool.push({ text: pun, detail: 'Wordplay', weight: 3 });
    const ordered = shuffle(pool, rng)
      .map((entry) => ({ ...entry, score: entry.weight + rng() * 3 }))
      .sort((a, b) => b.score - a.score)
      .filter((entry) => isClean(entry.text, entry.text.split(/\s+/)));
    const ideas = dedupe(ordered, (entry) => entry.text.replace(/^The /, ''))
      .slice(0, 24)
      .map((entry) => ({
        text: entry.text,
        detail: entry.detail,
        metrics: [{ label: 'Length', value: plural(entry.text.length, 'character') }],
        source: 'device' as const,
      }));
    return { ideas, summary: `${plural(ideas.length, 'team name')} for a ${values.theme ?? 'work'} team.` };
  },
  fromAi: (text) => {
    const name = text.trim();
    if (!name || name.length > 40 || !isClean(name, name.split(/\s+/))) return null;
    return {
      text: name,
      detail: 'Suggested by AI',
      metrics: [{ label: 'Length', value: plural(name.length, 'character') }],
      source: 'ai',
    };
  },
  aiBrief: (values) => ({
    prompt: `Suggest 10 ${values.style ?? 'fun'} team names for a ${values.theme ?? 'work'} team${values.word ? ` that include or play on "${values.word}"` : ''}. Family-friendly and inclusive, no insults, at most 40 characters each.`,
    wantsSecondary: false,
  }),
};
