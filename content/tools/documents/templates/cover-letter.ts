import { number as formatNumber } from '@/lib/kit/numbers';
import {
  addressBlock,
  bullets,
  fragment,
  letter,
  paragraph,
  rich,
  sentences,
  signOff,
  stop,
  strong,
} from '@/lib/documents/letter';
import type { DocumentTemplate } from '@/lib/documents/template';
import { capitalize, countWord, withArticle } from '@/lib/documents/words';

/** A cover letter from a job seeker: the role, experience, achievements, why this company. */
const coverLetter: DocumentTemplate = {
  render({ read, today }) {
    const you = read.text('yourName');
    const company = read.need('companyName');
    const companyText = read.text('companyName');
    const role = read.need('jobTitle');
    const chatty = read.choice('tone') === 'conversational';
    const manager = read.text('hiringManager');
    const source = read.text('source');
    const referral = read.text('referral');
    const current = read.text('currentTitle');
    const employer = read.text('currentEmployer');
    const years = read.amount('years');
    const skills = read.text('skills');
    const achievements = read
      .rows('achievements')
      .map((row) => stop(capitalize(fragment(row.item ?? ''))).join(''));

    const opening = chatty
      ? sentences(
          rich(
            'I was excited to see your opening for ',
            typeof role === 'string' ? withArticle(role) : role,
            source && ` ${fragment(source)}`,
            ', and I would love to bring my experience to your team.',
          ),
          referral && stop(`${referral} suggested I get in touch`),
        )
      : sentences(
          stop(
            'I am writing to apply for the ',
            role,
            ' position at ',
            company,
            source && `, which I saw ${fragment(source)}`,
          ),
          referral && stop(`${referral} suggested I apply`),
        );

    const experience =
      current &&
      stop(
        `I am ${withArticle(current)}`,
        employer && ` at ${employer}`,
        years !== undefined &&
          years > 0 &&
          ` with ${Number.isInteger(years) ? countWord(years) : formatNumber(years, 1)} year${years === 1 ? '' : 's'} of experience`,
        skills &&
          (years !== undefined && years > 0 ? ` in ${fragment(skills)}` : `, working in ${fragment(skills)}`),
      );

    return letter({
      title: `Cover letter from ${you ?? 'an applicant'}`,
      description: `${you ?? 'An applicant'} applies for the ${read.text('jobTitle') ?? ''} position at ${companyText ?? 'the company'}.`,
      author: you ?? 'Applicant',
      date: read.date('letterDate'),
      today,
      letterhead: { name: you ?? '[Your name]', lines: read.lines('yourContact') },
      blocks: [
        paragraph(read.need('letterDate')),
        addressBlock(manager, company),
        paragraph(
          rich(strong('Application: '), strong(read.text('jobTitle') ?? '[Job you are applying for]')),
        ),
        paragraph(`Dear ${manager ?? 'Hiring Manager'},`),
        paragraph(opening),
        paragraph(
          experience,
          achievements.length > 0 &&
            (chatty ? 'A few things I’m proud of:' : 'Highlights of my work include:'),
        ),
        bullets(achievements),
        paragraph(read.text('whyCompany')),
        paragraph(
          chatty
            ? sentences(stop('I’d love to talk about how I could help ', company), 'Thank you for your time.')
            : sentences(
                stop('I would welcome the chance to discuss how I could contribute to ', company),
                'Thank you for considering my application.',
              ),
        ),
        signOff(chatty ? 'Best regards,' : 'Sincerely,', read.need('yourName')),
      ],
    });
  },
};

export default coverLetter;
