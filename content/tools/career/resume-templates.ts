import type { CareerTool } from '../types';

export const resumeTemplates: CareerTool = {
  slug: 'resume-templates',
  kind: 'resume-templates',
  family: 'career',
  group: 'resumes',
  name: 'Resume templates',
  title: 'Free Resume Templates: 25 ATS-Friendly Designs, PDF and Word',
  description:
    'Browse 25 free resume templates (5 layouts in 5 colours), filter by columns, ATS-friendliness and style, and open any of them in the resume builder.',
  lead: 'Compare every layout and colour of our resume builder side by side, filter to what suits your field, and start writing in the one you pick.',
  summary: 'Every layout and colour of the resume builder, filterable, one click to start.',
  keywords: [
    'resume template',
    'cv template',
    'ats resume template',
    'resume format',
    'one column resume',
    'two column resume',
    'professional resume template',
    'simple resume template',
  ],
  method: [
    'Each preview is drawn by the resume builder itself, from the same layout definitions its PDF and Word downloads use, filled with the builder’s sample resume. What you see is what you get: fonts, margins, heading styles and section order match the file you download.',
    'A template is marked ATS-friendly when it has one column. Applicant tracking systems read a resume’s text top to bottom; a side column can be read across instead of down by some older parsers, mixing a skill into the middle of a job title. The two-column Technical layout is still a good choice for a resume you hand to a person.',
    'Use this template opens the resume builder with that layout and colour chosen. If you already have a draft in the builder in this browser, your text is kept and only the design changes. You can switch layout or colour there at any time; nothing you type is uploaded.',
  ],
  faq: [
    {
      question: 'Which resume template is best for applicant tracking systems?',
      answer:
        'A one-column template with standard section headings, real text (not an image) and no tables or text boxes. All four one-column layouts here (Classic, Modern, Compact, Executive) meet that bar. What decides whether you come up in a recruiter’s search is the words: use the job posting’s terms for your skills and titles.',
    },
    {
      question: 'Are two-column resumes bad?',
      answer:
        'Not for people: a side column for skills and education scans quickly. The risk is parsing. Most current ATS parsers (Workday, Greenhouse, Lever) handle simple two-column PDFs, but some older systems read across the page and jumble the columns. When you apply through a portal you do not know, upload a one-column version.',
    },
    {
      question: 'Does the colour of my resume matter?',
      answer:
        'Very little, as long as it is restrained and readable. Every accent here has at least 7:1 contrast on white, prints legibly in black and white and never carries information on its own. Conservative fields (law, banking, government) tend toward navy or graphite.',
    },
    {
      question: 'Can I download these templates as Word files?',
      answer:
        'Yes. Choose a template, fill it in in the resume builder, then download an editable .docx that uses Word’s own heading and list styles, or a text-based PDF. Both are made in your browser.',
    },
    {
      question: 'Should my resume have a photo?',
      answer:
        'Not in the US, Canada or the UK: employers expect none, and a photo invites bias and screening-out. None of these templates has a photo slot for that reason.',
    },
  ],
  related: ['resume-builder', 'resume-parser', 'cover-letter-generator', 'job-description-generator'],
  updated: '2026-11-22',
};
