import type { BankQuestion } from '@/lib/surveys/spec';

/** Pieces every survey definition shares: the date checked and the standard closing questions. */
export const UPDATED = '2026-11-22';

export const SAMPLE_COMPANY = 'Northwind Labs';

/** The open question that ends most surveys: one thing to change, asked neutrally. */
export const changeOneThing: BankQuestion = {
  id: 'final-change',
  topic: 'final',
  text: 'If you could change one thing to make {company} a better place to work, what would it be?',
  format: 'open',
};

export const anythingElse: BankQuestion = {
  id: 'final-else',
  topic: 'final',
  text: 'Is there anything else you would like to tell us?',
  format: 'open',
};

/** The employee Net Promoter Score question, on its 0-10 scale. */
export const enpsQuestion: BankQuestion = {
  id: 'enps',
  topic: 'overall',
  text: 'How likely are you to recommend {company} as a place to work to a friend or someone in your network?',
  format: 'nps',
};

/** Statements rated on the survey's scale, written once per topic: `q('growth', 'growth-1', '...')`. */
export const statement = (topic: string, id: string, text: string): BankQuestion => ({
  id,
  topic,
  text,
  format: 'scale',
});

export const openQuestion = (topic: string, id: string, text: string): BankQuestion => ({
  id,
  topic,
  text,
  format: 'open',
});
