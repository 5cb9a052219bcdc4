import { monthNumber, nowNumber, type YearMonth } from './dates';
import { LAYOUTS } from './designs';
import type { Resume } from './model';
import { linesOf, pdfCharacterReport } from './text';
import { fieldDomId, fieldKey, type FieldErrors } from './validate';
import { viewText, type ResumeView } from './view';

/**
 * The ATS and quality checklist: what a recruiter or an applicant tracking system would trip over,
 * worked out from the resume itself. Each item names the field to fix (the DOM id of its control)
 * so the list can take the visitor there.
 */

export type CheckLevel = 'fix' | 'improve' | 'tip';

export interface CheckItem {
  readonly id: string;
  readonly level: CheckLevel;
  readonly message: string;
  /** DOM id of the control to focus. */
  readonly target: string;
}

export interface CheckInput {
  readonly resume: Resume;
  readonly view: ResumeView;
  readonly errors: FieldErrors;
  /** Pages the preview measured; undefined before it has been measured. */
  readonly pages?: number;
  readonly today: YearMonth;
}

export interface CheckReport {
  readonly items: readonly CheckItem[];
  /** How many checks found nothing to say. */
  readonly passed: number;
}

export const SUMMARY_MAX_WORDS = 80;
export const BULLET_MAX_CHARS = 200;
export const BULLETS_MAX = 6;
export const SKILLS_MAX = 30;
export const ADD_ROLE_ID = 'rb-add-experience';

/** Openings that describe duties instead of results; each with what to lead with instead. */
const WEAK_OPENINGS: readonly (readonly [RegExp, string])[] = [
  [/^responsible for\b/i, 'Responsible for'],
  [/^duties (?:included|include)\b/i, 'Duties included'],
  [/^tasked with\b/i, 'Tasked with'],
  [/^in charge of\b/i, 'In charge of'],
  [/^(?:helped|helping|help)\b/i, 'Helped'],
  [/^(?:assisted|assisting|assist)\b/i, 'Assisted'],
  [/^worked (?:on|with|in|as)\b/i, 'Worked on'],
  [/^(?:participated|involved) in\b/i, 'Participated in'],
  [/^handled\b/i, 'Handled'],
  [/^(?:was|were|did|tried|attempted)\b/i, 'Was'],
];

export function weakOpening(bullet: string): string | undefined {
  return WEAK_OPENINGS.find(([pattern]) => pattern.test(bullet.trim()))?.[1];
}

const hasNumber = (text: string) =>
  /\d/.test(text) ||
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|dozen|hundred|thousand|million|billion|double[ds]?|tripled?|half|halved)\b/i.test(
    text,
  );

const PRONOUN = /(?:^|[^\p{L}'’])(?:I|me|my|myself)(?=$|[^\p{L}'’])/u;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

export function runChecks({ resume, view, errors, pages, today }: CheckInput): CheckReport {
  const items: CheckItem[] = [];
  let checks = 0;
  const check = (item: CheckItem | undefined | false) => {
    checks += 1;
    if (item) items.push(item);
  };
  const { contact } = resume;
  const id = (key: string, part?: 'month' | 'year') => fieldDomId(key, part);

  check(
    !contact.name.trim() && {
      id: 'name',
      level: 'fix',
      message: 'Add your name.',
      target: id('contact.name'),
    },
  );
  check(
    !contact.email.trim()
      ? {
          id: 'email',
          level: 'fix',
          message: 'Add an email address: it is how most recruiters reply.',
          target: id('contact.email'),
        }
      : errors['contact.email'] !== undefined && {
          id: 'email',
          level: 'fix',
          message: `Check your email address: “${contact.email.trim()}” is not complete.`,
          target: id('contact.email'),
        },
  );
  check(
    !contact.phone.trim()
      ? {
          id: 'phone',
          level: 'improve',
          message: 'Add a phone number: many recruiters call before they write.',
          target: id('contact.phone'),
        }
      : errors['contact.phone'] !== undefined && {
          id: 'phone',
          level: 'fix',
          message: 'Check your phone number: it needs 7 to 15 digits.',
          target: id('contact.phone'),
        },
  );
  check(
    !contact.location.trim() && {
      id: 'location',
      level: 'improve',
      message:
        'Add your city and state (or “Remote”): recruiters search applicant tracking systems by location.',
      target: id('contact.location'),
    },
  );
  check(
    !contact.title.trim() && {
      id: 'title',
      level: 'tip',
      message: 'Add a headline with the job title you want: it is often the first keyword an ATS matches.',
      target: id('contact.title'),
    },
  );
  for (const link of contact.links) {
    const key = fieldKey('contact', 'links', link.id);
    check(
      errors[key] !== undefined && {
        id: `link-${link.id}`,
        level: 'fix',
        message: `“${link.url.trim()}” is not a web address a reader can open.`,
        target: id(key),
      },
    );
  }

  const summaryWords = wordCount(resume.summary);
  check(
    summaryWords === 0
      ? {
          id: 'summary',
          level: 'tip',
          message: 'Add a two-to-four-line summary: who you are, your strongest results, the role you want.',
          target: id('summary'),
        }
      : summaryWords > SUMMARY_MAX_WORDS && {
          id: 'summary',
          level: 'improve',
          message: `Your summary is ${summaryWords} words; keep it under ${SUMMARY_MAX_WORDS} (three or four lines), recruiters skim it in seconds.`,
          target: id('summary'),
        },
  );

  const jobs = resume.experience.filter(
    (job) => job.role.trim() || job.company.trim() || job.highlights.trim() || job.start.year.trim(),
  );
  check(
    jobs.length === 0 && {
      id: 'experience',
      level: 'fix',
      message: 'Add at least one role under Experience (internships and volunteer work count).',
      target: resume.experience[0]
        ? id(fieldKey('experience', resume.experience[0].id, 'role'))
        : ADD_ROLE_ID,
    },
  );

  const now = nowNumber(today);
  let allBullets: { text: string; target: string }[] = [];
  for (const job of jobs) {
    const name = job.role.trim() || job.company.trim() || 'this role';
    const key = (field: string) => fieldKey('experience', job.id, field);
    const bullets = linesOf(job.highlights);
    allBullets = allBullets.concat(bullets.map((text) => ({ text, target: id(key('highlights')) })));
    check(
      !job.role.trim() && {
        id: `${job.id}-role`,
        level: 'fix',
        message: `Add the job title for the role at ${job.company.trim() || 'this company'}.`,
        target: id(key('role')),
      },
    );
    check(
      !job.company.trim() && {
        id: `${job.id}-company`,
        level: 'fix',
        message: `Add the employer for ${name}.`,
        target: id(key('company')),
      },
    );
    const startError = errors[key('start')];
    const endError = errors[key('end')];
    check(
      startError
        ? {
            id: `${job.id}-start`,
            level: 'fix',
            message: `${name}, start date: ${startError}`,
            target: id(key('start'), 'year'),
          }
        : !job.start.year.trim() && {
            id: `${job.id}-start`,
            level: 'improve',
            message: `Add when you started as ${name}: an ATS works out your years of experience from the dates.`,
            target: id(key('start'), 'year'),
          },
    );
    check(
      endError
        ? {
            id: `${job.id}-end`,
            level: 'fix',
            message: `${name}, end date: ${endError}`,
            target: id(key('end'), 'year'),
          }
        : !job.current &&
            !job.end.year.trim() && {
              id: `${job.id}-end`,
              level: 'improve',
              message: `Add when ${name} ended, or tick “I work here now”.`,
              target: id(key('end'), 'year'),
            },
    );
    const start = monthNumber(job.start, today, 'start');
    check(
      !startError &&
        start !== undefined &&
        start > now && {
          id: `${job.id}-future`,
          level: 'improve',
          message: `${name} starts in the future; list a role once you have started it.`,
          target: id(key('start'), 'year'),
        },
    );
    check(
      bullets.length === 0
        ? {
            id: `${job.id}-bullets`,
            level: 'improve',
            message: `Add two to five achievements under ${name}, one per line.`,
            target: id(key('highlights')),
          }
        : bullets.length > BULLETS_MAX && {
            id: `${job.id}-bullets`,
            level: 'tip',
            message: `${name} lists ${bullets.length} achievements; keep the ${BULLETS_MAX} strongest.`,
            target: id(key('highlights')),
          },
    );
    const unquantified = bullets.filter((bullet) => !hasNumber(bullet)).length;
    check(
      unquantified > 0 && {
        id: `${job.id}-numbers`,
        level: 'improve',
        message: `${unquantified} of ${plural(bullets.length, 'achievement')} under ${name} ${unquantified === 1 ? 'has' : 'have'} no number: add the result (%, $, time saved, volume, team size).`,
        target: id(key('highlights')),
      },
    );
    const weak = bullets.map(weakOpening).filter((opening): opening is string => opening !== undefined);
    check(
      weak.length > 0 && {
        id: `${job.id}-weak`,
        level: 'improve',
        message: `${plural(weak.length, 'achievement')} under ${name} ${weak.length === 1 ? 'starts' : 'start'} with ${[...new Set(weak)].map((opening) => `“${opening}”`).join(' or ')}: lead with what you did, such as Led, Built, Cut or Grew.`,
        target: id(key('highlights')),
      },
    );
    const long = bullets.filter((bullet) => bullet.length > BULLET_MAX_CHARS).length;
    check(
      long > 0 && {
        id: `${job.id}-long`,
        level: 'tip',
        message: `${plural(long, 'achievement')} under ${name} ${long === 1 ? 'runs' : 'run'} past two lines; split or trim ${long === 1 ? 'it' : 'them'}.`,
        target: id(key('highlights')),
      },
    );
  }

  // Newest first: a role listed below another should not have started later.
  const dated = jobs
    .map((job) => ({ job, start: monthNumber(job.start, today, 'start') }))
    .filter((entry): entry is { job: (typeof jobs)[number]; start: number } => entry.start !== undefined);
  const outOfOrder = dated.find((entry, index) => index > 0 && entry.start > dated[index - 1]!.start);
  check(
    outOfOrder !== undefined && {
      id: 'order',
      level: 'improve',
      message: `List roles newest first: ${outOfOrder.job.role.trim() || outOfOrder.job.company.trim() || 'a role'} started after the role above it. Use Move up.`,
      target: id(fieldKey('experience', outOfOrder.job.id, 'start'), 'year'),
    },
  );

  const pronoun = [{ text: resume.summary, target: id('summary') }, ...allBullets].find((part) =>
    PRONOUN.test(part.text),
  );
  check(
    pronoun !== undefined && {
      id: 'pronouns',
      level: 'tip',
      message:
        'Drop “I”, “me” and “my”: resumes are written without them (“Led a team of 8”, not “I led my team”).',
      target: pronoun.target,
    },
  );

  const schools = resume.education.filter((school) => school.school.trim() || school.degree.trim());
  for (const school of resume.education) {
    const key = fieldKey('education', school.id, 'end');
    check(
      errors[key] !== undefined && {
        id: `${school.id}-end`,
        level: 'fix',
        message: `${school.school.trim() || 'Education'}, graduation date: ${errors[key]}`,
        target: id(key, 'year'),
      },
    );
  }
  check(
    schools.length === 0 && {
      id: 'education',
      level: 'tip',
      message: 'Add your highest education or training: many ATS filters and application forms ask for it.',
      target: resume.education[0]
        ? id(fieldKey('education', resume.education[0].id, 'school'))
        : 'rb-add-education',
    },
  );
  for (const cert of resume.certifications) {
    const key = fieldKey('certifications', cert.id, 'year');
    check(
      errors[key] !== undefined && {
        id: `${cert.id}-year`,
        level: 'fix',
        message: `${cert.name.trim() || 'Certification'}: ${errors[key]}`,
        target: id(key),
      },
    );
  }
  for (const project of resume.projects) {
    const key = fieldKey('projects', project.id, 'link');
    check(
      errors[key] !== undefined && {
        id: `${project.id}-link`,
        level: 'fix',
        message: `${project.name.trim() || 'Project'}: the link is not a web address.`,
        target: id(key),
      },
    );
  }

  const skills = resume.skills.filter((skill) => skill.trim()).length;
  check(
    skills === 0
      ? {
          id: 'skills',
          level: 'improve',
          message:
            'Add 8 to 15 skills, using the words of the job posting: an ATS ranks resumes by matching keywords.',
          target: 'rb-skills-input',
        }
      : skills > SKILLS_MAX && {
          id: 'skills',
          level: 'tip',
          message: `${skills} skills dilute the strong ones; keep the 10 to 20 the job asks for.`,
          target: 'rb-skills-input',
        },
  );

  const starts = dated.map((entry) => entry.start);
  const years = starts.length ? (now - Math.min(...starts)) / 12 : 0;
  check(
    pages !== undefined &&
      (pages > 2
        ? {
            id: 'length',
            level: 'improve',
            message: `Your resume runs to about ${pages} pages; two is the usual maximum in the US. Cut older roles to a line or two.`,
            target: id('summary'),
          }
        : pages === 2 &&
          years < 10 && {
            id: 'length',
            level: 'tip',
            message: `With under 10 years of experience, one page is usually enough; try the Compact layout or trim older roles.`,
            target: id('summary'),
          }),
  );

  check(
    LAYOUTS[resume.design.layout].columns === 2 && {
      id: 'columns',
      level: 'tip',
      message:
        'Some older applicant tracking systems read two columns out of order. For online applications, a one-column layout is the safest.',
      target: 'rb-layout-technical',
    },
  );

  const characters = pdfCharacterReport(viewText(view));
  const odd = [...characters.folded, ...characters.missing];
  const fields: (readonly [string, string])[] = [
    [contact.name, id('contact.name')],
    [contact.title, id('contact.title')],
    [contact.location, id('contact.location')],
    [resume.summary, id('summary')],
    ...resume.experience.flatMap((job) =>
      (['role', 'company', 'location', 'highlights'] as const).map(
        (field) => [job[field], id(fieldKey('experience', job.id, field))] as const,
      ),
    ),
    ...resume.education.flatMap((school) =>
      (['school', 'degree', 'field', 'location', 'details'] as const).map(
        (field) => [school[field], id(fieldKey('education', school.id, field))] as const,
      ),
    ),
    [resume.skills.join(' '), 'rb-skills-input'],
  ];
  const charactersAt =
    fields.find(([text]) => odd.some((char) => text.includes(char)))?.[1] ?? id('contact.name');
  check(
    (characters.missing.length > 0 || characters.folded.length > 0) && {
      id: 'characters',
      level: characters.missing.length ? 'improve' : 'tip',
      message: [
        characters.folded.length ? `The PDF shows ${characters.folded.join(' ')} without accents.` : '',
        characters.missing.length
          ? `The PDF cannot show ${characters.missing.join(' ')} (printed as ?).`
          : '',
        'The Word file keeps every character.',
      ]
        .filter(Boolean)
        .join(' '),
      target: charactersAt,
    },
  );

  const order: Record<CheckLevel, number> = { fix: 0, improve: 1, tip: 2 };
  const sorted = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => order[a.item.level] - order[b.item.level] || a.index - b.index)
    .map((entry) => entry.item);
  return { items: sorted, passed: checks - items.length };
}
