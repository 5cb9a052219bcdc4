/** Word lists and the place finder shared by the header and entry readers. */

export const TITLE_WORDS =
  /\b(?:recruiter|engineer|developer|manager|director|analyst|scientist|designer|coordinator|specialist|assistant|associate|consultant|intern|lead|representative|officer|administrator|nurse|accountant|architect|executive|president|vp|head|owner|founder|teacher|technician|agent|supervisor|partner|generalist|advisor|strategist|writer|editor|producer|programmer|clerk|cashier|therapist|pharmacist|physician|counselor|instructor|researcher|fellow|trainee|apprentice|bookkeeper|controller|auditor|planner|buyer|marketer|sourcer)s?\b/i;
export const COMPANY_WORDS =
  /\b(?:inc|llc|ltd|corp|corporation|co|company|group|partners|bank|hospital|health|university|college|school|agency|labs?|technologies|systems|solutions|software|staffing|consulting|foundation|institute|clinic|center|studio|services)\b\.?/i;

export const REMOTE = /^\(?remote\)?$/i;
/** "…, Austin, TX" or "… New York, NY 10001" at the end of a piece of text. */
const CITY_STATE_END = /(?:^|,\s*|\s)([A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]+){0,2}, [A-Z]{2}(?: \d{5})?)$/;
/** A whole piece that is a place: "Toronto, Canada", "London, United Kingdom". */
const PLACE = /^[A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]+){0,2}, [A-Z][a-z]+(?: [A-Z][a-z]+)?$/;

/** US states, DC and territories, and Canada's provinces: "RN" after a name is not a place. */
const REGIONS = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(
    ' ',
  ),
);

/** The place at the end of a piece of text, and what comes before it. */
export function splitLocation(piece: string): { rest: string; location: string } {
  const text = piece.trim();
  if (REMOTE.test(text)) return { rest: '', location: 'Remote' };
  // "Coral Bay Hospitality Group (Miami, FL)": a place in brackets after the name.
  const bracketed = /^(.+?)\s*\(([^()]+)\)$/.exec(text);
  if (bracketed) {
    const inner = splitLocation(bracketed[2]!);
    if (inner.location && !inner.rest) return { rest: bracketed[1]!.trim(), location: inner.location };
  }
  const end = CITY_STATE_END.exec(text);
  if (end && REGIONS.has(end[1]!.split(', ')[1]!.slice(0, 2))) {
    const location = end[1]!;
    return {
      rest: text
        .slice(0, text.length - location.length)
        .replace(/[\s,–—-]+$/, '')
        .trim(),
      location,
    };
  }
  if (PLACE.test(text) && !TITLE_WORDS.test(text) && !COMPANY_WORDS.test(text))
    return { rest: '', location: text };
  return { rest: text, location: '' };
}
