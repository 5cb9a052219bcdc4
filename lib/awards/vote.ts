/**
 * The People's Choice vote: one vote per browser per programme and category, remembered on the
 * device so the page can say who the visitor voted for. It is a courtesy limit, not a security
 * one; the spreadsheet that receives votes is where duplicates are judged.
 */
export type CastVote = { nominee: string; on: string };

export const voteKey = (programme: string, category: string) =>
  `quotient-vote:${programme}:${category}`.toLowerCase().replace(/\s+/g, '-');

export function readVote(storage: Storage | undefined, key: string): CastVote | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CastVote>;
    return typeof value.nominee === 'string' && typeof value.on === 'string'
      ? { nominee: value.nominee, on: value.on }
      : null;
  } catch {
    return null;
  }
}

export function keepVote(storage: Storage | undefined, key: string, vote: CastVote): void {
  try {
    storage?.setItem(key, JSON.stringify(vote));
  } catch {
    // Private mode or a full store: the vote was still sent, it just is not remembered here.
  }
}

/** The 'Form Name' each awards form sends to the lead endpoint. */
export const AWARD_FORMS = { nomination: 'awardNomination', vote: 'peoplesChoiceVote' } as const;
