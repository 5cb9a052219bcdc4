import { HOURS_PER_WEEK, HOURS_PER_YEAR } from '@/lib/minimum-wage/pay';
import type { FaqItem } from './states';
import type { StateView, WageView } from './view';
import { appliesToText, changeText, dollars, localText, longDate } from './words';

/** The opening line of a state page: the rate, whom it covers and how it moved. */
export function stateLead(view: StateView): string {
  const { name, data, current, previous, change } = view;
  const scope = current.appliesTo ? ` for ${appliesToText(current.appliesTo)}` : '';
  const moved =
    previous && change
      ? `, ${changeText(change)} from ${dollars(previous.hourly)}`
      : `, unchanged since ${longDate(data.effectiveDate)}`;
  return `The ${name} minimum wage is ${dollars(data.hourly)} an hour${scope}${moved}. Here is who it covers, what tipped workers get, the rates of ${view.year - 1} and ${view.year}, full-time pay and the source behind every figure.`;
}

function currentAnswer(view: StateView): string {
  const { name, data, current, previous, change, year } = view;
  const scope = current.appliesTo ? ` for ${appliesToText(current.appliesTo)}` : '';
  const since = `${name}’s minimum wage is ${dollars(data.hourly)} an hour${scope}, in effect since ${longDate(data.effectiveDate)}.`;
  if (previous && change) {
    return `${since} It replaced ${dollars(previous.hourly)}, the rate from ${longDate(previous.effectiveDate)}: ${changeText(change)}.`;
  }
  return data.effectiveDate < `${year}-01-01` ? `${since} It did not change on January 1, ${year}.` : since;
}

/** What a tipped employee must be paid in cash, and how much of the minimum tips may cover. */
export function tippedAnswer(view: StateView): string {
  const { data, noTipCredit, tipCredit, copy } = view;
  const base = noTipCredit
    ? `${view.name} allows no tip credit: tipped employees must be paid the full ${dollars(data.hourly)} an hour in cash, and their tips come on top.`
    : `Employers may pay tipped employees a cash wage of ${dollars(data.tippedCash)} an hour and count up to ${dollars(tipCredit)} an hour of tips toward the ${dollars(data.hourly)} minimum; if tips fall short, the employer must make up the difference.`;
  return copy.tippedDetail ? `${base} ${copy.tippedDetail}` : base;
}

/**
 * The next scheduled raise, or that none was announced; `withIndexing` adds how the rate changes
 * (the FAQ answer stands alone, while the page shows that beside it).
 */
export function nextAnswer(
  view: StateView,
  { withIndexing = true }: { withIndexing?: boolean } = {},
): string {
  const { next, copy, data } = view;
  if (next) {
    const tipped =
      next.tippedPercent !== undefined && next.tippedCash !== undefined
        ? ` The tipped cash wage becomes ${next.tippedPercent}% of the minimum wage, ${dollars(next.tippedCash)}.`
        : '';
    return `On ${longDate(next.effectiveDate)} the rate rises to ${dollars(next.hourly)} an hour${next.change ? `, ${changeText(next.change)}` : ''}.${tipped}`;
  }
  const reviewed = longDate(data.lastReviewed);
  const none = copy.indexed
    ? `The next rate, set by the state’s inflation indexing, was not yet confirmed when these figures were last reviewed on ${reviewed}.`
    : `No increase is scheduled under current law as of the last review on ${reviewed}.`;
  if (withIndexing) return `${none} ${copy.indexing}`;
  return copy.indexed
    ? `${none} The state publishes each new rate in the autumn before it takes effect.`
    : none;
}

/** The short "next increase" figure: the scheduled rate, or what kind of change to expect. */
export function nextShort(view: StateView): { value: string; note: string } {
  const { next, copy, data } = view;
  if (next) return { value: dollars(next.hourly), note: `On ${longDate(next.effectiveDate)}` };
  return copy.indexed
    ? {
        value: 'Indexed yearly',
        note: `Next rate not yet confirmed (reviewed ${longDate(data.lastReviewed)})`,
      }
    : { value: 'None scheduled', note: `As of ${longDate(data.lastReviewed)}` };
}

function payAnswer(view: StateView): string {
  const { pay } = view;
  return `At ${dollars(pay.hourly)} an hour, full-time work of ${HOURS_PER_WEEK} hours a week pays ${dollars(pay.weekly)} a week, about ${dollars(pay.monthly)} a month and ${dollars(pay.annual)} a year (${HOURS_PER_YEAR.toLocaleString('en-US')} hours), before taxes and deductions.`;
}

function federalAnswer(view: StateView, federal: WageView): string {
  const { overFederal, copy } = view;
  const compared =
    overFederal && overFederal.amount > 0
      ? `Yes. At ${dollars(view.data.hourly)} an hour it is ${dollars(overFederal.amount)} (${overFederal.percent}%) above the federal minimum of ${dollars(federal.data.hourly)}.`
      : `No. The federal minimum of ${dollars(federal.data.hourly)} an hour is the floor.`;
  const local = copy.localPlaces ? ` ${localText(copy.localPlaces)}` : '';
  return `${compared} Where several minimums apply to the same job, the employer must pay the highest.${local}`;
}

/** A state page's questions: the common ones worked out from the data, then the state's own. */
export function stateFaq(view: StateView, federal: WageView): FaqItem[] {
  const { name, year } = view;
  return [
    { question: `What is the minimum wage in ${name} in ${year}?`, answer: currentAnswer(view) },
    { question: `What is the minimum wage for tipped employees in ${name}?`, answer: tippedAnswer(view) },
    { question: `When does the ${name} minimum wage go up next?`, answer: nextAnswer(view) },
    {
      question: `How much does a full-time minimum wage job pay in ${name}?`,
      answer: payAnswer(view),
    },
    {
      question: `Is the ${name} minimum wage higher than the federal minimum wage?`,
      answer: federalAnswer(view, federal),
    },
    ...view.copy.faq,
  ];
}
