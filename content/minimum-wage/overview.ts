import { byRateDescending } from '@/lib/minimum-wage/rates';
import type { FaqItem } from './states';
import type { StateView, WageView } from './view';
import { dollars, listText, longDate } from './words';

export type ExplainerBlock = { title: string; paragraphs: string[] };

export type OverviewCopy = {
  lead: string;
  explainer: ExplainerBlock[];
  faq: FaqItem[];
};

/**
 * The words of /minimum-wage/. Figures and state lists are worked out from the data so the
 * explainer cannot disagree with the table above it.
 */
export function overviewCopy(states: readonly StateView[], federal: WageView): OverviewCopy {
  const ranked = byRateDescending(
    states.map((view) => ({ ...view, state: view.name, hourly: view.data.hourly })),
  );
  const [top, second, third] = ranked;
  const bottom = ranked[ranked.length - 1];
  if (!top || !second || !third || !bottom) throw new Error('content/minimum-wage: fewer than four states');
  const fed = federal.data;
  const noTipCredit = states.filter((view) => view.noTipCredit).map((view) => view.name);
  const withTipCredit = states.filter((view) => !view.noTipCredit);
  const lowestTipped = [...withTipCredit].sort((a, b) => a.data.tippedCash - b.data.tippedCash)[0];
  const highestTipped = [...withTipCredit].sort((a, b) => b.data.tippedCash - a.data.tippedCash)[0];
  const indexed = states.filter((view) => view.copy.indexed && !view.next).map((view) => view.name);
  const scheduled = states.filter((view) => view.next);
  const flat = states.filter((view) => !view.copy.indexed && !view.next).map((view) => view.name);
  const local = states.filter((view) => view.copy.localPlaces);
  const year = federal.year;

  const tippedRange =
    lowestTipped && highestTipped
      ? ` Among the states here that allow one, the tipped cash wage runs from ${dollars(lowestTipped.data.tippedCash)} in ${lowestTipped.name} to ${dollars(highestTipped.data.tippedCash)} in ${highestTipped.name}.`
      : '';
  const scheduledText = scheduled
    .map(
      (view) =>
        `${view.name} follows a schedule set in law instead, rising to ${dollars(view.next!.hourly)} on ${longDate(view.next!.effectiveDate)}.`,
    )
    .join(' ');

  return {
    lead: `The federal minimum wage is ${dollars(fed.hourly)} an hour. The ${states.length} state rates confirmed here all pay more, from ${dollars(bottom.data.hourly)} in ${bottom.name} to ${dollars(top.data.hourly)} in ${top.name}, each with its source; for every other state and D.C., the labor agency that publishes the rate.`,
    explainer: [
      {
        title: 'Federal, state and local minimums',
        paragraphs: [
          `The Fair Labor Standards Act sets the federal minimum wage at ${dollars(fed.hourly)} an hour, where it has stood since ${longDate(fed.effectiveDate)}. It is a floor: states can set higher minimums, and many cities and counties set higher ones still.`,
          'When more than one minimum applies to the same job, the employer must pay the highest of them. Always check the city or county where the work is done, not only the state.',
        ],
      },
      {
        title: 'Who is covered',
        paragraphs: [
          'The federal minimum wage covers most employees in the United States. Each state law defines its own coverage and exceptions: Ohio’s rate applies only to employers above a gross-receipts threshold, Michigan’s law to employers with two or more employees, and several states allow lower rates for young workers, trainees or particular industries.',
          'Many salaried executive, administrative and professional employees are exempt from minimum-wage rules; some states, California among them, set a minimum salary for exempt employees tied to the minimum wage.',
        ],
      },
      {
        title: 'Tipped wages and the tip credit',
        paragraphs: [
          `Federal law lets an employer pay a tipped employee ${dollars(fed.tippedCash)} an hour in cash and count up to ${dollars(federal.tipCredit)} an hour of tips toward the minimum wage: the tip credit. If tips fall short, the employer must make up the difference.${tippedRange}`,
          `${listText(noTipCredit)} allow no tip credit: tipped workers there are paid the full minimum wage, and tips come on top.`,
        ],
      },
      {
        title: 'Indexing: why many rates change every January',
        paragraphs: [
          `The federal minimum is not indexed; only an act of Congress changes it. ${indexed.length} of the ${states.length} states here (${listText(indexed)}) adjust their minimum wage for inflation every year. ${scheduledText}`,
          `${listText(flat)} have no automatic increase, so their rates stay put until the law changes.`,
        ],
      },
    ],
    faq: [
      {
        question: `What is the federal minimum wage in ${year}?`,
        answer: `${dollars(fed.hourly)} an hour, unchanged since ${longDate(fed.effectiveDate)}. Tipped employees may be paid ${dollars(fed.tippedCash)} an hour in cash if tips make up the rest (a tip credit of up to ${dollars(federal.tipCredit)}). It is not indexed to inflation; only an act of Congress changes it.`,
      },
      {
        question: `Which of these states has the highest minimum wage in ${year}?`,
        answer: `Of the ${states.length} states on this site, ${top.name} is highest at ${dollars(top.data.hourly)} an hour, followed by ${second.name} (${dollars(second.data.hourly)}) and ${third.name} (${dollars(third.data.hourly)}). ${bottom.name} is lowest at ${dollars(bottom.data.hourly)}.`,
      },
      {
        question: 'Which states raise their minimum wage every year?',
        answer:
          `${listText(indexed)} adjust their rates for inflation every year. ${scheduledText} ${listText(flat)} have no automatic increase.`.trim(),
      },
      {
        question: 'If the state and federal minimum wages differ, which one applies?',
        answer: `The higher one. The federal minimum of ${dollars(fed.hourly)} is a floor; where a state, city or county minimum is higher and covers the job, the employer must pay it. Some state laws leave out small employers: in Ohio, employers at or below the gross-receipts threshold pay the federal rate.`,
      },
      {
        question: 'What is a tip credit?',
        answer: `The part of the minimum wage an employer may cover with an employee’s tips. Under federal law the employer pays at least ${dollars(fed.tippedCash)} an hour in cash and may count up to ${dollars(federal.tipCredit)} an hour of tips; if tips fall short, the employer makes up the difference. ${listText(noTipCredit)} allow no tip credit.`,
      },
      {
        question: 'Do cities and counties set higher minimum wages?',
        answer: `Yes, in many places. The sources for these pages name higher local rates in ${listText(local.map((view) => `${view.name} (${view.copy.localPlaces})`))}. Check the city or county where the work is done.`,
      },
    ],
  };
}
