import type { CorpusParagraph } from '../types';

/** Held-out product and service copy: never used to tune. */
export const PRODUCT: readonly CorpusParagraph[] = [
  {
    id: 'held-product-1',
    kind: 'product',
    text: 'Our new cordless vacuum is light enough to carry up the stairs with one hand, yet powerful enough to pull dog hair out of thick carpet. The battery lasts up to 60 minutes on a single charge, and it clicks out so you can charge it anywhere. When you are done, the bin empties with one push of a button, without you touching the dust.',
  },
  {
    id: 'held-product-2',
    kind: 'product',
    text: 'Timely is the simplest way to track hours for small teams. Staff clock in and out from their phones, and their hours go straight into a weekly timesheet that managers can approve in one click. At the end of the month, export everything to your payroll software. There is no hardware to buy and no contract, and the first month is free.',
  },
  {
    id: 'held-product-3',
    kind: 'product',
    text: 'These walking boots are made for people who spend whole days on their feet, whether on a mountain path or a building site. The waterproof leather keeps your feet dry in heavy rain, while the cushioned sole absorbs the shock of every step. They need almost no breaking in, and if you are not happy after 100 days, we will take them back.',
  },
  {
    id: 'held-product-4',
    kind: 'product',
    text: 'With our meal kit, you get everything you need to cook three dinners a week, delivered to your door in a chilled box. Each recipe takes around 30 minutes and comes with step-by-step cards. You choose your meals each week from a menu of twenty, and you can skip a week or cancel at any time from the app.',
  },
  {
    id: 'held-product-5',
    kind: 'product',
    text: 'The Atlas standing desk rises from sitting to standing height in under ten seconds, at the touch of a button. Save up to four heights so you can switch between them without thinking about it. The frame is built from steel and can carry up to 120 kilograms, which is enough for two monitors, a laptop and a stack of books.',
  },
  {
    id: 'held-product-6',
    kind: 'product',
    text: 'Our accounting software helps freelancers stay on top of their money without needing an accountant. Connect your bank account and it sorts your spending into categories automatically. It reminds you when invoices are overdue, shows how much tax you owe as you go and fills in your tax return at the end of the year. Plans start at eight pounds a month.',
  },
  {
    id: 'held-product-7',
    kind: 'product',
    text: 'The Harbour Hotel sits right on the seafront, just a five-minute walk from the old town and the railway station. Every room has been renovated this year, and most have views across the bay. Breakfast is served on the terrace in summer, and our restaurant serves fish caught by local boats that morning. Free parking is available for all guests.',
  },
  {
    id: 'held-product-8',
    kind: 'product',
    text: 'Looking for a phone plan that does not tie you in? Our rolling monthly plans give you unlimited calls and texts, plus as much data as you choose, from 5 GB to unlimited. You can change your data allowance every month, and there are no extra charges for using your phone abroad in Europe. Keep your number when you switch, at no cost.',
  },
  {
    id: 'held-product-9',
    kind: 'product',
    text: 'This children’s bike is designed to grow with your child from age four to about seven. The saddle and handlebars adjust without tools, and the stabilisers come off in minutes when your child is ready. The frame is made from light aluminium, so it weighs less than half as much as most bikes of this size, making it easy for small riders to control.',
  },
  {
    id: 'held-product-10',
    kind: 'product',
    text: 'Our interview scheduling tool connects to your team’s calendars and finds times that suit everyone on the panel. Candidates choose a slot from a link, and the invitations, video links and reminders are sent automatically. If someone on the panel drops out, the tool suggests a replacement. Recruiters using it save, on average, four hours a week.',
  },
  {
    id: 'held-product-11',
    kind: 'product',
    text: 'The Nordic wool blanket is woven in a small mill in Norway from the wool of local sheep. It is warm enough for winter evenings on the sofa but breathes well, so you will not overheat. Each blanket is finished by hand and is slightly different from the next. With a little care, it will last for decades and only get softer with age.',
  },
  {
    id: 'held-product-12',
    kind: 'product',
    text: 'Our home insurance covers your building and everything inside it, from the roof to the sofa. If something goes wrong, you can make a claim online or by phone at any hour, and most claims are settled within a week. Accidental damage cover is included as standard, so a spilled glass of wine on the carpet is taken care of too.',
  },
  {
    id: 'held-product-13',
    kind: 'product',
    text: 'The language app teaches you through short, five-minute lessons that fit into a coffee break or a bus journey. Each lesson builds on the last, and the app reminds you to review words just before you are likely to forget them. Courses are available in fourteen languages, and you can practise speaking with native speakers in live group sessions every week.',
  },
  {
    id: 'held-product-14',
    kind: 'product',
    text: 'These noise-cancelling headphones block out the hum of planes, trains and open-plan offices, so you can focus or rest. They fold flat to fit into a small case, and a ten-minute charge gives you five hours of listening. The ear cushions are made from soft memory foam, which makes them comfortable to wear for a whole long-haul flight.',
  },
  {
    id: 'held-product-15',
    kind: 'product',
    text: 'Our payroll service runs your payroll every month, pays your staff on time and sends the right figures to the tax office. You tell us about new starters, leavers and changes in pay, and we do the rest. Every employee gets an online payslip they can view from their phone. Prices are based on the number of staff, starting from thirty pounds a month.',
  },
];
