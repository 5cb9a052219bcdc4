import type { ResumeTool } from '../../types';

export const resumeBuilder: ResumeTool = {
  slug: 'resume-builder',
  kind: 'resume',
  family: 'career',
  group: 'resumes',
  name: 'Resume builder',
  title: 'Free Resume Builder: 5 ATS-Friendly Layouts, PDF and Word',
  description:
    'Build a resume in your browser with 5 ATS-friendly layouts, a live page preview and a resume check, then download a text-based PDF or an editable Word file.',
  lead: 'Fill in your resume section by section, watch the page take shape beside it, fix what the resume check flags, and download a PDF or Word file that applicant tracking systems can read.',
  summary: 'Five ATS-friendly layouts, a live page preview and a resume check; download PDF or Word.',
  keywords: [
    'resume maker',
    'cv maker',
    'cv builder',
    'resume template',
    'ats resume',
    'resume format',
    'resume pdf',
    'resume word',
    'resume checker',
  ],
  method: [
    'Everything you type stays in your browser. The draft is saved in this browser’s local storage as you type and is there again when you come back; nothing is uploaded. Save as file writes the whole resume to a small JSON file that Open file reads back here later, on this computer or another one.',
    'There are 5 layouts: Classic (one column, Times), Modern, Compact and Executive (one column each, with different type, spacing and headings) and Technical (two columns, skills and education in a side column). Each comes in 5 accent colours, on US Letter or A4. The preview is drawn at the proportions of the page with the same sizes and margins as the downloads, in fonts with the same letter widths as the PDF’s, so its line breaks and page count follow the PDF closely; a dashed line shows about where the next page begins.',
    'Download PDF writes real text in the standard PDF fonts (Helvetica and Times), never a picture of the page, so applicant tracking systems and screen readers can read it and recruiters can search and copy it. Those fonts cover English and Western European letters; other letters lose their accents in the PDF, and the resume check names them. Download Word makes an editable .docx with Word’s own heading and list styles, and keeps every character. Both files are made on your device, and the same resume gives the same file on the same day.',
    'The resume check reads the resume the way a recruiter and an ATS would: contact details (name, email, phone, city), a summary under 80 words, dates that are complete and in order (newest role first, no end before its start), achievements that open with what you did rather than “Responsible for” or “Helped” and carry a number, no “I” or “my”, a skills list, and length (two pages at most, one with under 10 years of experience). It is advice, not a score: each item takes you to the field to change.',
  ],
  faq: [
    {
      question: 'Will my resume get through an applicant tracking system (ATS)?',
      answer:
        'An ATS such as Workday, Greenhouse, Lever, iCIMS or Taleo copies the text of your file into fields that recruiters search; most rejections come from knockout questions and from recruiters’ keyword searches, not from the parser itself. What hurts is a file it cannot read or headings it does not recognise. This builder writes selectable text, standard headings (Summary, Experience, Education, Skills), dates as month and year, and no images or text boxes. The part only you can do is the words: use the job posting’s own terms for your skills and titles, and spell an acronym out once.',
    },
    {
      question: 'How long should a resume be?',
      answer:
        'In the US, one page is usual with under about 10 years of experience and two pages is fine beyond that; more than two is for academic CVs. Recruiters decide in a first quick read whether to read on, so give the detail to recent, relevant roles and cut older ones to a line or two. The preview shows the page count as you type, and the Compact layout fits the most on a page.',
    },
    {
      question: 'Should I put a photo on my resume in the US?',
      answer:
        'No. US employers expect no photo, age, date of birth, marital status or nationality: they have no bearing on the job and invite bias and discrimination claims, so some employers screen out resumes that include them, and an ATS ignores images anyway. That is why this builder has no photo field. Canada and the UK follow the same convention; parts of continental Europe, the Middle East and Asia still expect a photo, so check local practice when you apply there.',
    },
    {
      question: 'Should I send my resume as a PDF or a Word file?',
      answer:
        'Send what the posting asks for. When it does not say, a PDF keeps your layout exactly, and applicant tracking systems read a text-based PDF like the one made here. Send Word when a recruiter or staffing agency wants to edit it (to add their logo or take out your contact details) or an older system asks for .doc or .docx. Never send a scanned or image-only PDF: there is no text in it to read.',
    },
    {
      question: 'Is what I type uploaded or stored anywhere?',
      answer:
        'No. The resume lives in this browser’s local storage and the PDF and Word files are made on your device. Clearing your browser data deletes the draft, and another browser or device will not see it, so use Save as file to keep a copy you can open again.',
    },
    {
      question: 'Which layout should I choose?',
      answer:
        'For online applications, a one-column layout is the safest: Modern suits most roles, Classic reads as traditional for law, finance and government, Compact fits a long career on fewer pages, and Executive gives senior roles more room and weight. Technical puts skills and education in a side column, which reads well when you hand the resume to a person; some older applicant tracking systems read two columns out of order, so the resume check flags it.',
    },
  ],
  related: [
    'resume-templates',
    'cover-letter-generator',
    'grammar-checker',
    'word-counter',
    'salary-finder',
    'paycheck-calculator',
  ],
  updated: '2026-11-22',
};
