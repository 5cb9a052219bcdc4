/**
 * How this site sets up Harper, shared by the page and the tests. The Oxford comma is a house
 * style, not an error, and AP style (common in business writing) leaves it out, so Harper's
 * OxfordComma rule is off. WhomSubjectOfVerb is off because it flags right questions ("Whom did
 * you invite?"); this site's who/whom rule takes its place. Everyone is off because it joins the
 * right "every one of the interns" into "everyone". Every other rule keeps Harper's default.
 */
export const HARPER_LINT_CONFIG: Record<string, boolean> = {
  OxfordComma: false,
  WhomSubjectOfVerb: false,
  Everyone: false,
};
