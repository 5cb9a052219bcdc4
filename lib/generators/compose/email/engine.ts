import { asSentence, greetingName, lines, possessive, withArticle } from '../grammar';
import { pickLine, resolveLine } from '../line';
import { createRandom } from '@/lib/kit/random';
import { fill, tidy, type Slots } from '../template';
import type { ComposeContext, ComposeEngine, ComposeValues, Draft } from '../types';
import { EMAIL_PURPOSES, type EmailPurpose } from './form';
import type { EmailWords, Tone } from './words';

const TONES: readonly Tone[] = ['formal', 'friendly', 'concise'];
const LENGTH_CONTEXT = { short: 0, standard: 1, detailed: 3 } as const;

const oneOf = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** The visitor's key points: one as a sentence, more as a list (a list item may be a fragment). */
function keyPointBlock(points: string[], lead: string): string {
  if (points.length === 0) return '';
  if (points.length === 1) return asSentence(points[0] ?? '');
  return `${lead}\n${points.map((point) => `- ${asSentence(point)}`).join('\n')}`;
}

export function composeEmail(words: EmailWords, values: ComposeValues, { variant }: ComposeContext): Draft {
  const purpose = oneOf(
    values.purpose,
    EMAIL_PURPOSES.map((p) => p.value),
    'interview-invitation',
  ) as EmailPurpose;
  const tone = oneOf(values.tone, TONES, 'friendly');
  const length = oneOf(values.length, ['short', 'standard', 'detailed'] as const, 'standard');
  const bank = words.banks[purpose];
  const random = createRandom(`email:${purpose}:${tone}:${variant}`);

  const recipient = values.recipientName?.trim() ?? '';
  // Hidden inputs arrive empty, so the job title or the topic is whichever the purpose shows.
  const topic = (values.role?.trim() || values.topic?.trim()) ?? '';
  const company = values.company?.trim() ?? '';
  const slots: Slots = {
    name: recipient ? (tone === 'formal' ? recipient : greetingName(recipient)) : '',
    company,
    companys: company ? possessive(company) : '',
    topic,
    aTopic: topic ? withArticle(topic) : '',
    when: values.when,
    about: values.about,
    sender: values.senderName,
    senderRole: values.senderRole,
  };
  const blanks = { name: 'Recipient name', sender: 'Your name' };

  const greeting = fill(random.pick(words.greetings[tone]), slots, blanks);
  const opening = pickLine(random, bank.opening[tone], slots) ?? '';
  const context = bank.context
    .slice(0, LENGTH_CONTEXT[length])
    .map((line) => resolveLine(line, slots))
    .filter((line): line is string => Boolean(line));
  const points = keyPointBlock(lines(values.keyPoints ?? ''), bank.pointsLead);
  const close = pickLine(random, bank.close[tone], slots) ?? '';
  // "Thanks!" then "Thanks," reads as a slip: a close that already thanks gets another sign-off.
  const signOffs = words.signOffs[tone].filter((option) => !/thank/i.test(close) || !/thank/i.test(option));
  const signOff = random.pick(signOffs.length ? signOffs : words.signOffs[tone]);
  const signature = [
    fill('{sender}', slots, blanks),
    [values.senderRole?.trim(), bank.signCompany ? values.company?.trim() : ''].filter(Boolean).join(', '),
  ].filter(Boolean);

  // Short emails keep the opening and context together; longer ones give each its paragraph.
  const paragraphs =
    length === 'short'
      ? [greeting, [opening, ...context].join(' '), points, close]
      : [greeting, opening, context.join(' '), points, close];
  const body = tidy([...paragraphs.filter(Boolean), `${signOff}\n${signature.join('\n')}`].join('\n\n'));

  const subjects = [...new Set(bank.subjects.map((line) => resolveLine(line, slots) ?? ''))].filter(Boolean);
  // "Another version" also rotates which subject line comes first.
  const offset = variant % subjects.length;
  const rotated = [...subjects.slice(offset), ...subjects.slice(0, offset)];
  const label = EMAIL_PURPOSES.find((p) => p.value === purpose)?.label ?? 'Email';
  return { label, subjects: rotated, body };
}

/** The email composer, writing with `words` (content/tools/generators/compose/engines/email.ts puts them in). */
export function emailEngine(words: EmailWords): ComposeEngine {
  return {
    compose(values, context) {
      const draft = composeEmail(words, values, context);
      return { drafts: [draft], notes: [] };
    },
  };
}
