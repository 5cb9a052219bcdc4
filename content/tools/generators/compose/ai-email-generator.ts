import type { ComposerTool } from '../../types';

export const aiEmailGenerator: ComposerTool = {
  slug: 'ai-email-generator',
  kind: 'composer',
  composer: 'email',
  family: 'generator',
  group: 'messages',
  name: 'AI email generator',
  title: 'AI Email Generator: Recruiting and Work Emails in Seconds (Free)',
  description:
    'Write interview invitations, rejections, offers, follow-ups and outreach emails: subject lines, greeting and sign-off, in a formal, friendly or concise tone.',
  lead: 'Pick what the email is for, add the names and your key points, and get a complete email with subject lines, ready to copy or open in your mail app.',
  summary: 'Recruiting and work emails with subject lines, in the tone and length you choose.',
  keywords: [
    'email writer',
    'interview invitation email',
    'rejection email',
    'thank you email after interview',
    'recruiting outreach email',
    'meeting request email',
    'follow up email',
    'email template',
  ],
  method: [
    'The email is written in your browser from templates chosen by purpose and tone. Each purpose has its own opening, context sentences, call to action and three subject lines; a sentence that needs a detail you have not given (a date, the role) is replaced by one that does not, so nothing is made up.',
    'Your key points go in as you typed them: one or two become sentences in the body, three or more become a bulleted list under a short lead-in. The length setting adds or removes context sentences, never your points.',
    'Anything the email cannot do without, such as the recipient’s name in the greeting, is left as a highlighted [blank] to fill in. Another version changes the wording, not the facts; the same inputs and version always give the same email.',
    'Where the AI service is switched on, Write with AI sends the same details to it for a second draft, shown separately and labelled as written by AI. Your browser draft stays as it is.',
  ],
  faq: [
    {
      question: 'How soon should I send a thank-you email after an interview?',
      answer:
        'Within 24 hours, while the conversation is fresh. Keep it short: thank them, mention one thing from the conversation that confirmed your interest, and offer anything they asked for. Send a separate note to each interviewer if you met several.',
    },
    {
      question: 'Should a rejection email give the reason?',
      answer:
        'Keep the reason general (“candidates whose experience more closely matches the role”) unless you have specific, job-related feedback you are prepared to stand behind. Detailed reasons invite debate and can create legal risk; a prompt, respectful and final message is what candidates value most.',
    },
    {
      question: 'Does an offer email replace the offer letter?',
      answer:
        'No. The email shares the good news and the headline terms; the offer letter sets out the full terms and is what the candidate signs. The generated email says so. Use the offer letter generator for the letter itself.',
    },
    {
      question: 'What makes a recruiting outreach email get a reply?',
      answer:
        'A specific reason you are writing to this person, the role and the company named up front, something concrete about what is on offer (team, scope or salary range), and a small ask such as a 20-minute call. Keep it under 150 words and follow up once.',
    },
    {
      question: 'Is what I type sent anywhere?',
      answer:
        'No. The email is written in your browser and your inputs are kept only in this browser so a reload keeps them. Only if you press Write with AI are the details sent to the AI service to write its version.',
    },
  ],
  related: [
    'ai-letter-generator',
    'work-anniversary-message-generator',
    'ai-answer-generator',
    'offer-letter-generator',
    'grammar-checker',
  ],
  updated: '2026-11-22',
};
