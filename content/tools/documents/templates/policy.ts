import type { Block, DocumentModel, Field } from '@/lib/downloads/document';
import { letter, letterheadFrom, paragraph, rich, signLine, stop } from '@/lib/documents/letter';
import type { Reader } from '@/lib/documents/read';
import type { DocumentTemplate, TemplateInput } from '@/lib/documents/template';

/**
 * The frame every policy shares: the company's letterhead, the policy's name, a box with the
 * effective date, owner and approver, then numbered sections, questions and an acknowledgment to
 * sign. The fields it reads are the ones content/tools/documents/policy-fields.ts declares.
 */
export type PolicySection = {
  title: string;
  blocks: readonly (Block | null | false | undefined | '')[];
};

export type PolicyOptions = {
  /** "Leave policy": the heading and, with the company, the file's title. */
  name: string;
  description: string;
  keywords: readonly string[];
  sections: readonly (PolicySection | null | false | undefined)[];
  /** What the employee confirms by signing. */
  acknowledgment: string;
};

export function policyDocument(read: Reader, today: string, options: PolicyOptions): DocumentModel {
  const company = read.text('companyName');
  const header: Field[] = [
    { label: 'Effective date', value: read.need('effectiveDate') },
    { label: 'Policy owner', value: read.need('policyOwner') },
    ...(read.text('approvedBy') ? [{ label: 'Approved by', value: read.text('approvedBy')! }] : []),
  ];
  const sections = options.sections.filter((section): section is PolicySection => Boolean(section));
  const contact = read.text('contact');
  const numbered: Block[] = [...sections, { title: 'Questions and changes', blocks: [] }].flatMap(
    (section, index) => {
      const blocks =
        section.blocks.length > 0
          ? section.blocks
          : [
              paragraph(
                rich(
                  'Questions about this policy go to ',
                  read.need('policyOwner'),
                  contact ? ` (${contact})` : '',
                  '.',
                ),
                stop(
                  'The company may change this policy at any time; it will tell employees of changes in writing before they take effect, and nothing in it changes the at-will nature of employment or creates a contract',
                ),
              ),
            ];
      return [
        { kind: 'heading', level: 2, text: `${index + 1}. ${section.title}` } satisfies Block,
        ...blocks.filter((block): block is Block => Boolean(block)),
      ];
    },
  );
  const acknowledge = read.on('acknowledgment');
  return letter({
    title: `${options.name}${company ? ` of ${company}` : ''}`,
    description: options.description,
    author: company ?? 'Employer',
    date: read.date('effectiveDate'),
    today,
    letterhead: letterheadFrom(read, 'companyName', 'companyAddress'),
    keywords: options.keywords,
    blocks: [
      { kind: 'heading', level: 1, text: options.name },
      { kind: 'fields', items: header },
      ...numbered,
      acknowledge && { kind: 'heading', level: 2, text: 'Employee acknowledgment' },
      acknowledge && paragraph(options.acknowledgment),
      acknowledge && signLine('Employee name and signature'),
      acknowledge && signLine('Date'),
    ],
  });
}

/** A policy template from a function of the reader that returns its options. */
export function policyTemplate(build: (read: Reader) => PolicyOptions): DocumentTemplate {
  return { render: ({ read, today }: TemplateInput) => policyDocument(read, today, build(read)) };
}
