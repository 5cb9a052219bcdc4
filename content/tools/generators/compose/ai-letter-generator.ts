import type { ComposerTool } from '../../types';

export const aiLetterGenerator: ComposerTool = {
  slug: 'ai-letter-generator',
  kind: 'composer',
  composer: 'letter',
  family: 'generator',
  group: 'messages',
  name: 'AI letter generator',
  title: 'AI Letter Generator: Request, Complaint and Thank-You Letters',
  description:
    'Write a formal letter in minutes: request, complaint, thank-you, apology, cover note or recommendation request, laid out properly and downloadable as Word.',
  lead: 'Choose the kind of letter, add the addresses and the facts in your own words, and get a properly laid-out letter to print, copy or download as Word.',
  summary:
    'Request, complaint, thank-you and apology letters, laid out and ready to print or download as Word.',
  keywords: [
    'letter writer',
    'formal letter',
    'complaint letter',
    'request letter',
    'thank you letter',
    'apology letter',
    'cover note',
    'letter of recommendation request',
  ],
  method: [
    'The letter is written in your browser from templates for each type and tone. It follows the US business letter layout: your name and address, the date, the recipient’s name, title, organization and address, a subject line, the greeting, the body and a sign-off with room to sign.',
    'The body has up to four paragraphs: why you are writing (built from what the letter is about), the background (each line you give becomes a sentence, in your words), what you are asking for with any enclosures and a reply date, and a closing that matches the tone. A firm complaint says what happens next; a warm one keeps the relationship in view.',
    'Nothing is invented. A missing name or subject stays as a highlighted [blank], and a paragraph with nothing to say is left out rather than padded. The Word download uses the same letter layout as the HR letter generators, without any Quotient branding.',
    'Where the AI service is switched on, Write with AI drafts the body paragraphs from the same facts; your address blocks, date and signature stay as you set them, and the result is labelled as written by AI.',
  ],
  faq: [
    {
      question: 'How should a formal letter be laid out?',
      answer:
        'In the US block format: everything aligned left, your address at the top, then the date, the recipient’s name and address, an optional subject line, the greeting (“Dear Laura Chen,”), the body in short paragraphs with a blank line between them, and the sign-off (“Sincerely,”) with your name typed under room for a signature.',
    },
    {
      question: 'What makes a complaint letter effective?',
      answer:
        'Facts in order, with dates and amounts; one clear remedy; a reasonable date for a reply; and copies of the evidence listed as enclosures. Keep it calm: a firm tone states what you will do next if there is no answer, rather than how angry you are.',
    },
    {
      question: 'Can I write a resignation letter or a cover letter here?',
      answer:
        'Use the dedicated generators: the resignation letter generator works out your last day and notice period, and the cover letter generator structures your case for a specific job. This tool covers the other everyday letters.',
    },
    {
      question: 'Is the Word file editable?',
      answer:
        'Yes. It is a standard .docx with real paragraphs, so you can change the wording, add a letterhead or logo, and save it as PDF from Word or Google Docs. Any [blank] you did not fill in is highlighted in the file.',
    },
  ],
  related: [
    'ai-email-generator',
    'resignation-letter-generator',
    'cover-letter-generator',
    'recommendation-letter-generator',
    'grammar-checker',
  ],
  updated: '2026-11-22',
};
