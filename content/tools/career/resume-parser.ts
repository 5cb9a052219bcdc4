import type { CareerTool } from '../types';

export const resumeParser: CareerTool = {
  slug: 'resume-parser',
  kind: 'resume-parser',
  family: 'career',
  group: 'hiring',
  name: 'Resume parser',
  title: 'Free Resume Parser: PDF and Word to Structured Data, Private',
  description:
    'Turn a PDF, Word or text resume into structured data in your browser: contact details, jobs, education, skills and certifications, as an editable form, JSON or CSV.',
  lead: 'Drop a resume and get its contact details, work history, education, skills and certifications as an editable form, ready to open in the resume builder or download as JSON or CSV.',
  summary: 'PDF, Word or text resumes to structured data, read on your device.',
  keywords: [
    'cv parser',
    'resume extractor',
    'resume to json',
    'resume to csv',
    'parse resume pdf',
    'ats parser',
    'resume data extraction',
  ],
  method: [
    'The file is read in your browser and never uploaded. A PDF’s text layer is read with pdf.js, the library Firefox uses to show PDFs; a Word file’s text with mammoth; a .txt file as it is. A scanned PDF has no text layer (it is a picture of a page), so the parser says so instead of guessing; optical character recognition is not attempted.',
    'The text is split into sections by their headings (Summary, Experience, Education, Skills, Certifications and their usual variants). The name, headline, email, phone, location and links come from the lines above the first heading. Jobs are found by their date ranges, with the title, company and location read from the lines around them; schools by degree names and words like University or College; skills by splitting lists on commas, semicolons and bullets.',
    'These are heuristics, like those inside an applicant tracking system, and every resume is laid out differently. Each part is tagged Found, Check this or Not found so you know what to look at, and every field can be corrected before you use the result. Open in resume builder saves it as the builder’s draft in this browser; JSON keeps everything, and CSV gives one row with the columns a spreadsheet or ATS import expects. Cells that start like a spreadsheet formula are escaped.',
  ],
  faq: [
    {
      question: 'Is my resume uploaded anywhere?',
      answer:
        'No. The file is opened and read in your browser, and the result stays on this page until you download it or open it in the resume builder, which keeps its draft in this browser’s local storage.',
    },
    {
      question: 'Why does the parser say my PDF has no text?',
      answer:
        'The PDF is an image of the page, usually a scan or a “print to image” export. Applicant tracking systems cannot read it either. Export the resume again from Word, Google Docs or the resume builder as a PDF, and the text will be selectable and readable.',
    },
    {
      question: 'Which formats work best?',
      answer:
        'A one-column Word file or text-based PDF with standard headings (Experience, Education, Skills) and dates as “Mar 2021 – Present” parses best. Tables, text boxes, two columns and headings written as pictures make any parser, including an ATS, guess.',
    },
    {
      question: 'Can it read older .doc files or Pages documents?',
      answer:
        'No. Save .doc files as .docx or PDF in Word or Google Docs, and export Pages documents as PDF or Word, then try again.',
    },
    {
      question: 'How accurate is it?',
      answer:
        'On conventional resumes it finds contact details, jobs, schools and skills reliably; unusual layouts can swap a title and a company or miss a date. That is why the result is an editable form with confidence tags rather than a finished record.',
    },
  ],
  related: ['resume-builder', 'resume-templates', 'job-description-generator', 'mock-interview'],
  updated: '2026-11-22',
};
