import {
  addressBlock,
  bullets,
  firstName,
  fragment,
  letter,
  letterheadFrom,
  paragraph,
  rich,
  signOff,
  stop,
  strong,
} from '@/lib/documents/letter';
import type { DocumentTemplate } from '@/lib/documents/template';
import { capitalize, countWord, pronouns, withArticle } from '@/lib/documents/words';

/** A recommendation: how you know them, strengths with examples, how strongly you recommend them. */
const recommendationLetter: DocumentTemplate = {
  render({ read, today }) {
    const organization = read.need('companyName');
    const nameText = read.text('candidateName');
    const name = read.need('candidateName');
    const first = nameText ? firstName(nameText) : 'the candidate';
    const p = pronouns(read.choice('pronoun'), first);
    const role = read.text('candidateRole');
    const roleText = role ? withArticle(role) : '[Their role when you worked together]';
    const target = read.text('target');
    const relationship = read.choice('relationship');
    const recipient = read.text('recipientName');
    const strengths = read.rows('strengths');
    const email = read.text('signerEmail');

    const how =
      relationship === 'manager'
        ? rich(
            `I was ${first}’s manager for `,
            read.need('duration'),
            ' at ',
            organization,
            `, where ${p.subject} worked as ${roleText}.`,
          )
        : relationship === 'colleague'
          ? rich(
              `${first} and I worked together for `,
              read.need('duration'),
              ' at ',
              organization,
              `, where ${p.subject} ${p.was} ${roleText}.`,
            )
          : rich(
              `I worked with ${first} for `,
              read.need('duration'),
              ` as a client, while ${p.subject} ${p.was} ${roleText}.`,
            );

    return letter({
      title: `Recommendation for ${nameText ?? 'a candidate'}`,
      description: `A letter recommending ${nameText ?? 'a candidate'}${target ? ` for ${target}` : ''}.`,
      author: read.text('signerName') ?? 'Recommender',
      date: read.date('letterDate'),
      today,
      letterhead: letterheadFrom(read, 'companyName', 'companyAddress'),
      blocks: [
        paragraph(read.need('letterDate')),
        addressBlock(recipient),
        paragraph(rich(strong('Recommendation: '), strong(nameText ?? '[Candidate’s full name]'))),
        paragraph(`Dear ${recipient ?? 'Hiring Manager'},`),
        paragraph(
          target
            ? stop('I am writing to recommend ', name, ` for ${fragment(target)}`)
            : stop('I am writing to recommend ', name),
          how,
        ),
        strengths.length > 0 &&
          paragraph(
            strengths.length === 1
              ? `One thing stands out about ${p.possessive} work:`
              : `${capitalize(countWord(strengths.length))} things stand out about ${p.possessive} work:`,
          ),
        bullets(
          strengths.map((row) =>
            row.strength && row.example
              ? [strong(`${fragment(row.strength)}. `), stop(capitalize(row.example)).join('')]
              : [strong(stop(row.strength || row.example || '').join(''))],
          ),
        ),
        paragraph(
          read.choice('strength') === 'highest'
            ? stop(`I recommend ${first} without reservation`, target && ` for ${fragment(target)}`)
            : stop(`I recommend ${first} strongly`, target && ` for ${fragment(target)}`),
          `${p.Subject} would be an asset to any team fortunate enough to have ${p.object}.`,
        ),
        paragraph(
          email
            ? `I would be glad to tell you more: please contact me at ${email}.`
            : 'I would be glad to tell you more; please get in touch.',
        ),
        signOff('Sincerely,', read.need('signerName'), read.need('signerTitle'), organization),
      ],
    });
  },
};

export default recommendationLetter;
