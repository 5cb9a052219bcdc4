/**
 * Proper nouns written in lower case that are never ordinary words: days, most months, and a
 * small list of places and first names. Words that are also common words ("may", "march",
 * "august", "will", "mark", "nice", "reading") are left out on purpose.
 */
const list = (words: string) => words.split(/\s+/).filter(Boolean);

export const DAYS = list('monday tuesday wednesday thursday friday saturday sunday');
export const MONTHS = list('january february april june july september october november december');

export const PLACES = list(`
  london paris berlin madrid rome lisbon dublin amsterdam brussels vienna prague warsaw stockholm oslo copenhagen
  helsinki zurich geneva munich hamburg barcelona milan athens istanbul moscow dubai cairo lagos nairobi johannesburg
  mumbai delhi bangalore bengaluru singapore tokyo osaka seoul beijing shanghai sydney melbourne auckland toronto
  vancouver montreal chicago boston seattle houston dallas austin denver atlanta miami philadelphia detroit
  california texas florida ohio michigan virginia washington oregon arizona colorado massachusetts
  england scotland wales ireland france germany spain italy portugal netherlands belgium switzerland austria poland
  sweden norway denmark finland greece canada mexico brazil argentina chile colombia peru india pakistan china japan
  korea vietnam thailand indonesia malaysia philippines australia nigeria kenya egypt morocco israel europe asia
  africa america`);

export const FIRST_NAMES = list(`
  john david sarah maria michael james robert jennifer linda elizabeth william richard joseph thomas charles
  christopher daniel matthew anthony andrew joshua kevin brian emily jessica ashley amanda stephanie nicole
  rachel laura rebecca michelle kimberly melissa anna priya rahul ahmed mohammed fatima olivia sophia emma
  isabella mia charlotte amelia liam noah ethan lucas oliver alexander benjamin samuel carlos juan luis
  jose ana sofia lucia elena peter paul george edward henry jonathan catherine margaret susan karen nancy
  lisa betty helen sandra donna carol ruth sharon deborah`);

const ALL = new Set([...DAYS, ...MONTHS, ...PLACES, ...FIRST_NAMES]);

/** True for a word that is a name in any case, so it is written with a capital. */
export function isKnownName(word: string): boolean {
  return ALL.has(word.toLowerCase());
}
