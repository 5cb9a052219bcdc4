import type { ReferenceArticle } from '../types';

const text = `Jury service: what employees need to know

If you receive a summons for jury service, you must go: it is a legal duty, and the company will always give you the time off. This page explains how pay, notice and your work are handled while you serve.

Do I need to tell my manager?
Yes. Please tell your manager and send a copy of the summons to HR as soon as you receive it, ideally within a week. Jury service usually lasts two weeks, and early notice gives your team time to plan cover.

Will I be paid?
Yes. The company pays your normal salary for up to four weeks of jury service in any year. The court also offers an allowance for lost earnings, but because we keep paying you, you should not claim it. If your service lasts longer than four weeks, talk to HR about the options.

Can I ask to delay my service?
You can ask the court to move your service to a different date, for example if it falls in the middle of a product launch or a planned holiday. The court decides, not the company. If you would like a letter from your manager to support your request, HR can arrange one within two working days.

Do I have to work on days I am not needed in court?
Some days you may be sent home early or told not to come in. On those days we ask you to work if you reasonably can, from home if that is easier. Nobody is expected to work evenings or weekends to catch up.

What about expenses?
Claim travel and food expenses from the court, not from the company, using the form the court gives you.

Will it affect my performance review?
No, it will not. Time spent on jury service is never counted against you, and your goals will be adjusted for the time you were away.`;

const main =
  'If you receive a summons for jury service, you must go: it is a legal duty, and the company will always give you the time off.';

export const faqJuryService: ReferenceArticle = {
  id: 'faq-jury-service',
  kind: 'FAQ with a title line',
  text,
  main,
  key: [
    main,
    'Please tell your manager and send a copy of the summons to HR as soon as you receive it, ideally within a week.',
    'The company pays your normal salary for up to four weeks of jury service in any year.',
    'You can ask the court to move your service to a different date, for example if it falls in the middle of a product launch or a planned holiday.',
    'Time spent on jury service is never counted against you, and your goals will be adjusted for the time you were away.',
  ],
};
