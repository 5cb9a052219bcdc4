import type { Problem } from '../problems';
import { agreementRules } from './agreement';
import { apostropheRules } from './apostrophes';
import { capitalRules } from './capitals';
import { commaRules } from './commas';
import { confusionRules } from './confusions';
import { doubledWordRules } from './doubled';
import { endPunctuationRules } from './end-punctuation';
import { homophoneRules } from './homophones';
import { lieLayRules } from './lie-lay';
import { missingArticleRules } from './missing-articles';
import { negativeRules } from './negatives';
import { nounRules } from './nouns';
import { pronounRules } from './pronouns';
import { runOnRules } from './run-ons';
import { shiftRules } from './shifts';
import { tenseRules } from './tense';
import { sentencesOf } from './tokens';
import { verbFormRules } from './verb-forms';
import { whoWhomRules } from './who-whom';

/**
 * This site's own grammar rules, for mistakes Harper does not flag. Pure and synchronous, so they
 * run the moment the visitor asks, before Harper has loaded. Problems come back in reading order.
 */
export function ruleProblems(text: string): Problem[] {
  const sentences = sentencesOf(text);
  const found = [
    ...doubledWordRules(text),
    ...homophoneRules(text, sentences),
    ...confusionRules(text, sentences),
    ...agreementRules(text, sentences),
    ...negativeRules(text, sentences),
    ...lieLayRules(text, sentences),
    ...whoWhomRules(text, sentences),
    ...verbFormRules(text, sentences),
    ...tenseRules(text, sentences),
    ...shiftRules(text, sentences),
    ...commaRules(text, sentences),
    ...runOnRules(text, sentences),
    ...capitalRules(text, sentences),
    ...apostropheRules(text, sentences),
    ...pronounRules(text, sentences),
    ...nounRules(text, sentences),
    ...missingArticleRules(text, sentences),
    ...endPunctuationRules(text),
  ];
  // One problem per stretch of text: the first rule to claim words keeps them (the surer rules
  // come first).
  const kept: Problem[] = [];
  for (const problem of found) {
    if (kept.some((other) => other.start < problem.end && problem.start < other.end)) continue;
    kept.push(problem);
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}
