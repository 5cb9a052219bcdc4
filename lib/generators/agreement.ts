/**
 * Templates are written for a singular slot ("Why Does {K} Matter", "{Bn}, but make it fun"). When
 * the visitor's phrase is plural, the verbs that take it as their subject and the "it" that points
 * back to it change with it: "Why Do Performance Reviews Matter", "Pain-free checkups, but make
 * them fun". Only words next to the slot are touched, so the rest of the template stays as written.
 */

// Singular verb → plural, in the cases templates use (Title Case and lower case alike).
const AFTER: Record<string, string> = {
  is: 'are',
  "isn't": "aren't",
  'isn’t': 'aren’t',
  was: 'were',
  has: 'have',
  does: 'do',
  "doesn't": "don't",
  'doesn’t': 'don’t',
  needs: 'need',
  matters: 'matter',
  starts: 'start',
  meets: 'meet',
  makes: 'make',
  works: 'work',
  gets: 'get',
  helps: 'help',
  deserves: 'deserve',
  changes: 'change',
  looks: 'look',
  feels: 'feel',
  comes: 'come',
  goes: 'go',
  takes: 'take',
  seems: 'seem',
};

// Auxiliaries before the slot in a question: "Why Does {K} Matter", "Is {K} Worth It".
const BEFORE: Record<string, string> = {
  does: 'do',
  is: 'are',
  was: 'were',
  has: 'have',
  "doesn't": "don't",
  'doesn’t': 'don’t',
};

const matchCase = (model: string, word: string) =>
  model[0] === model[0]?.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word;

// Words after which "it" does not stand for the slot ("If it…", "make sure it…").
const NOT_BACK_REFERENCE = /^(if|when|because|that|so|and|but|as|once)$/i;

/** `template` with the verbs and pronouns around `{slot}` made plural when `plural` is true. */
export function agree(template: string, slot: string, plural: boolean): string {
  const marker = `{${slot}}`;
  if (!plural || !template.includes(marker)) return template;
  const parts = template.split(marker);
  for (let i = 0; i < parts.length - 1; i++) {
    parts[i] = parts[i]!.replace(/([A-Za-z’']+)(\s+)$/, (whole, word: string, space: string) => {
      const swap = BEFORE[word.toLowerCase()];
      return swap ? matchCase(word, swap) + space : whole;
    });
    parts[i + 1] = parts[i + 1]!.replace(
      /^(\s+(?:really\s+|just\s+|still\s+)?)([A-Za-z’']+)/i,
      (whole, lead: string, word: string) => {
        const swap = AFTER[word.toLowerCase()];
        return swap ? lead + matchCase(word, swap) : whole;
      },
    );
  }
  // "it" after the slot stands for it: as a subject ("How It Works" → "How They Work") or as the
  // object of a verb ("When to Use It", "make it fun").
  const tail = parts
    .slice(1)
    .join(marker)
    .replace(/\b(it|It) ([A-Za-z’']+)/g, (whole, it: string, verb: string) => {
      const swap = AFTER[verb.toLowerCase()];
      return swap ? `${it === 'It' ? 'They' : 'they'} ${matchCase(verb, swap)}` : whole;
    })
    .replace(
      /\b([A-Za-z]+) (it|It)\b(?! (is|was|has|will|does|can|just)\b)(?!['’]s)/g,
      (whole, verb: string, it: string) =>
        NOT_BACK_REFERENCE.test(verb) ? whole : `${verb} ${it === 'It' ? 'Them' : 'them'}`,
    );
  return parts[0] + marker + tail;
}
