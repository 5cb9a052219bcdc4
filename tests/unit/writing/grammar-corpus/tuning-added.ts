import type { CleanCase, ErrorCase } from './types';

/**
 * Tuning sentences for the mistakes people reported the checker missed (double negatives, lie and
 * lay, who and whom, a missing article, an apostrophe in a plural) and for names from many
 * languages. Written apart from the held-out sets, which the rules are never tuned on.
 */
export const addedErrors: ErrorCase[] = [
  {
    class: 'double negatives',
    text: 'We don’t need no extra approvals for this.',
    flags: ['no'],
    corrected: 'We don’t need any extra approvals for this.',
  },
  {
    class: 'double negatives',
    text: 'He didn’t tell nobody he was leaving.',
    flags: ['nobody'],
    corrected: 'He didn’t tell anybody he was leaving.',
  },
  {
    class: 'double negatives',
    text: 'I haven’t seen nothing from payroll yet.',
    flags: ['nothing'],
    corrected: 'I haven’t seen anything from payroll yet.',
  },
  {
    class: 'lie and lay',
    text: 'I am going to lay down before the night shift.',
    flags: ['lay'],
    corrected: 'I am going to lie down before the night shift.',
  },
  {
    class: 'lie and lay',
    text: 'The keys were laying on the reception desk.',
    flags: ['laying'],
    corrected: 'The keys were lying on the reception desk.',
  },
  {
    class: 'lie and lay',
    text: 'Last night I laid awake worrying about the launch.',
    flags: ['laid'],
    corrected: 'Last night I lay awake worrying about the launch.',
  },
  {
    class: 'who and whom',
    text: 'To who do I send my references?',
    flags: ['who'],
    corrected: 'To whom do I send my references?',
  },
  {
    class: 'who and whom',
    text: 'Whom is running the demo today?',
    flags: ['Whom'],
    corrected: 'Who is running the demo today?',
  },
  {
    class: 'who and whom',
    text: 'From who did you get this number?',
    flags: ['who'],
    corrected: 'From whom did you get this number?',
  },
  {
    class: 'missing articles',
    text: 'Can you send me list of the attendees?',
    flags: ['list'],
    corrected: 'Can you send me a list of the attendees?',
  },
  {
    class: 'missing articles',
    text: 'She works as nurse at the city hospital.',
    flags: ['nurse'],
    corrected: 'She works as a nurse at the city hospital.',
  },
  {
    class: 'missing articles',
    text: 'I have quick question about the rota.',
    flags: ['quick'],
    corrected: 'I have a quick question about the rota.',
  },
  {
    class: 'plural apostrophes',
    text: "We are hiring two new developer's.",
    flags: ["developer's"],
    corrected: 'We are hiring two new developers.',
  },
  {
    class: 'plural apostrophes',
    text: 'All visitor’s must sign in at reception.',
    flags: ['visitor’s'],
    corrected: 'All visitors must sign in at reception.',
  },
  {
    class: 'plural apostrophes',
    text: "The invoice's are due on Friday.",
    flags: ["invoice's"],
    corrected: 'The invoices are due on Friday.',
  },
  {
    class: 'homophones',
    text: "The team lost it's best engineer.",
    flags: ["it's"],
    corrected: 'The team lost its best engineer.',
  },
  {
    class: 'subject-verb agreement',
    text: 'The director, along with her assistants, are flying to Denver.',
    flags: ['are'],
    corrected: 'The director, along with her assistants, is flying to Denver.',
  },
];

export const addedClean: CleanCase[] = [
  { text: 'Aleksandra will run the Warsaw workshop.' },
  { text: "Please ask Oyelaran's assistant for the slides." },
  { text: 'Our Göteborg office hired Mfon last week.' },
  { text: 'Tadhg and Niamh are leading the Cork project.' },
  { text: 'Whom did they choose for the role?' },
  { text: 'The manager to whom I reported has left.' },
  { text: 'We moved our newsletter from Mailchimp to ConvertKit.' },
  { text: 'Oluwaseun’s demo of the QuickBooks export went well.' },
  { text: 'Ngọc Anh joined the Hà Nội team in June.' },
  { text: 'Bongani and Lerato flew to Durban for the job fair.' },
  { text: 'Who signed off on the Brisbane lease?' },
  { text: 'Ask Magdalena whom she would like on the panel.' },
  { text: 'Saoirse works from Limerick on Tuesdays.' },
  { text: 'Our TikTok campaign reached Jakarta and Surabaya.' },
  { text: 'Dagný sent the Akureyri numbers this morning.' },
  { text: 'The contract with Deutsche Telekom renews in May.' },
  { text: 'Nobody has any questions about the Asana board.' },
  { text: 'The reports are lying on Ramón’s desk.' },
];
