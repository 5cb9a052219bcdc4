import type { UsernameWords } from '@/lib/generators/engines/username';

/**
 * Username words by style: what goes before the name or interest and what goes after (an empty
 * string is the bare name, listed twice where bare names should come up more often), and the verbs
 * that pair a name with an interest (mayalovesjazz).
 */
export const USERNAME_WORDS: UsernameWords = {
  prefixes: {
    clean: ['', '', 'its', 'real', 'hey', 'the'],
    playful: ['its', 'hey', 'the', 'just', 'not', 'lil', 'itsme', 'yo', 'oh'],
    pro: ['', 'the', 'real', 'hello', 'by', 'meet'],
  },
  suffixes: {
    clean: ['', '', 'official', 'hq', 'here', 'now'],
    playful: ['xo', 'zz', 'pop', 'vibes', 'fun', 'ish', 'time', 'world', 'mode'],
    pro: ['hq', 'official', 'studio', 'works', 'writes', 'builds', 'dev', 'co', 'pro'],
  },
  doing: ['loves', 'makes', 'does', 'talks', 'plays', 'and'],
};
