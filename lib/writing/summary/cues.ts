/**
 * What a sentence's own wording says about its role. Writers flag their point ("the main finding",
 * "in short", "announced", "will", "should") and flag their asides too: a question to the reader, a
 * first-person story, a greeting, a quote kept for its colour. Both are read from the sentence
 * alone, as 0 (no sign) to 1 (a strong one).
 */

// Phrases that introduce the point, a decision or a finding.
const POINT = [
  /\bmain(?:ly)?\b/i,
  /\b(?:the|our|my) (?:key|central|real|big(?:gest)?|simplest|only|most important) (?:point|finding|result|lesson|subject|reason|cause|change|question|protection|solution|idea|goal|aim|news|takeaway)\b/i,
  /\b(?:in short|in summary|to sum up|overall|the bottom line|in a nutshell|put simply)\b/i,
  /\bthis (?:case study|article|report|post|column|guide|study|paper) (?:describes|shows|explains|looks at|found|finds|argues)\b/i,
  /^(?:summary|decision|decided|conclusion|outcome|result|bottom line|tl;?dr)\s*:/i,
  /\b(?:found|finds|showed|shows|concluded|confirmed|announced|decided|agreed|approved|voted|launched|released|introduced|unveiled)\b/i,
];

// Verbs of plans and recommendations: a text's news is usually what will happen or should.
const AGENDA =
  /\b(?:will|should|must|plans? to|is (?:moving|replacing|recalling|closing|launching|ending)|are (?:moving|replacing|ending))\b/i;

export function pointCue(sentence: string): number {
  let score = 0;
  for (const pattern of POINT) if (pattern.test(sentence)) score += 0.5;
  if (AGENDA.test(sentence)) score += 0.5;
  return Math.min(1, score);
}

// First person singular: the writer's own story, rarely the article's point.
const FIRST_PERSON = /\b(?:I|I'm|I've|I'd|[Mm]e|[Mm]y|[Mm]ine|[Mm]yself)\b/g;
const ANECDOTE =
  /\b(?:if you(?:'ve| have) ever|have you ever|imagine|picture this|years? ago|the other day|once upon|when I was|I remember|I still|as for|by the way|incidentally|speaking of|funnily enough|fun fact|full disclosure)\b/i;
const GREETING =
  /^(?:hi|hello|hey|dear|thanks|thank you|cheers|best|regards|kind regards|see you|hope you|i hope)\b|\bwhat an? \w+!?$/i;
// A quotation that makes up most of the sentence, with the speaker named after it.
const QUOTE = /["“][^"”]{12,}["”]/u;
const SAID = /\b(?:said|says|told|laughed|added|explained|recalled|joked|asked)\b/i;
// Labels of the record around meeting notes and emails, not their content.
const RECORD =
  /^(?:attendees|present|apologies|absent|notes by|minutes by|date|time|location|next meeting|cc|from|to|subject)\s*:|^notes by\b/i;

// Signposts point at what comes next ("Here is what you need to do.") without saying it.
const SIGNPOST =
  /^(?:here(?:'s| is| are)|below|read on|that is the|this is the|these are the|we spoke|let's|let me)\b|\b(?:the )?(?:real )?subject of this\b|:$/i;

/** A sentence that opens on a word pointing back ("It", "This", "They"): it leans on the one before. */
export function leansBack(sentence: string): number {
  const text = sentence.trim();
  // "This year", "That morning": a time, not a pointer to the sentence before.
  if (
    /^(?:this|that|these|those) (?:year|month|week|day|morning|afternoon|evening|night|spring|summer|autumn|fall|winter|time|season)s?\b/i.test(
      text,
    )
  )
    return 0;
  return /^(?:it|this|that|these|those|they|he|she|such)\b(?!\s+(?:is|was) (?:the|a)\b)/i.test(text) ? 1 : 0;
}

export function asideCue(sentence: string): number {
  const text = sentence.trim();
  let score = 0;
  if (/\?["”']?$/u.test(text)) score += 1;
  else if (/!["”']?$/u.test(text)) score += 0.5;
  const firstPerson = text.match(FIRST_PERSON)?.length ?? 0;
  if (firstPerson) score += Math.min(0.8, 0.4 + 0.2 * firstPerson);
  if (ANECDOTE.test(text)) score += 0.5;
  if (GREETING.test(text)) score += 1;
  if (RECORD.test(text)) score += 1;
  if (SIGNPOST.test(text)) score += 0.6;
  const quoted = text.match(QUOTE)?.[0].length ?? 0;
  if (quoted && (quoted > text.length / 2 || /^["“]/u.test(text)) && SAID.test(text)) score += 0.7;
  else if (/^["“]/u.test(text)) score += 0.5;
  return Math.min(1, score);
}
