'use client';

import { useId, useState, useSyncExternalStore } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { Button } from '@/components/ui/Button';
import type { AwardSchedule } from '@/lib/awards/schedule';
import { AWARD_FORMS, keepVote, readVote, voteKey, type CastVote } from '@/lib/awards/vote';
import { env } from '@/lib/env';
import { formatLongDate as longDate } from '@/lib/kit/date-format';
import { sendLead } from '@/lib/leads/submit';
import { useAwardPhase } from './useAwardPhase';
import styles from './awards.module.css';

type Props = {
  programme: string;
  year: number;
  category: string;
  nominees: readonly { name: string; detail?: string }[];
  schedule: AwardSchedule;
  builtOn: string;
};

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);
const noSubscription = () => () => {};

/** The public vote for a People's Choice category: one vote per browser, sent to the lead endpoint. */
export function PeoplesChoiceVote({ programme, year, category, nominees, schedule, builtOn }: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const { voting, day } = useAwardPhase(schedule, builtOn);
  const key = voteKey(`${programme} ${year}`, category);
  const stored = useSyncExternalStore(
    noSubscription,
    () => storage()?.getItem(key) ?? null,
    () => null,
  );
  const [cast, setCast] = useState<CastVote | null>(null);
  const vote = cast ?? (stored ? readVote(storage(), key) : null);
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (!voting) {
    return (
      <p className={styles.closed} data-testid="vote-closed">
        {day < schedule.votingOpen
          ? `Voting for the ${category} opens on ${longDate(schedule.votingOpen)}.`
          : `Voting closed on ${longDate(schedule.votingClose)}. The winners are announced on ${longDate(schedule.winnersAnnounced)}.`}
      </p>
    );
  }

  if (vote) {
    return (
      <div className={styles.confirmation} role="status" data-testid="vote-cast">
        <p className={styles.confirmationTitle}>
          {cast ? `Thank you: your vote for ${vote.nominee} is counted.` : `You voted for ${vote.nominee}.`}
        </p>
        <p>
          One vote per browser for each category, cast on {longDate(vote.on)}. Voting closes on{' '}
          {longDate(schedule.votingClose)}.
        </p>
      </div>
    );
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!choice) {
      setError('Please choose the nominee you vote for');
      return;
    }
    setError(null);
    setFailure(null);
    setSending(true);
    try {
      await sendLead(
        AWARD_FORMS.vote,
        { Programme: `${programme} ${year}`, Category: category, Nominee: choice },
        { url: env.leadsUrl, search: window.location.search },
      );
      const done = { nominee: choice, on: day };
      keepVote(storage(), key, done);
      setCast(done);
    } catch (reason) {
      setFailure(reason instanceof Error ? reason.message : 'Your vote could not be sent.');
    } finally {
      setSending(false);
    }
  };

  const errorId = `${id}-error`;
  return (
    <form
      noValidate
      onSubmit={submit}
      className={formStyles.form}
      aria-busy={sending}
      data-hydrated={hydrated ? 'true' : undefined}
      data-form-name={AWARD_FORMS.vote}
    >
      <fieldset className={styles.ballot} aria-describedby={error ? errorId : undefined}>
        <legend>Vote for the {category}</legend>
        {nominees.map((nominee) => (
          <label key={nominee.name} className={styles.ballotOption}>
            <input
              type="radio"
              name={`${id}-nominee`}
              value={nominee.name}
              checked={choice === nominee.name}
              onChange={() => setChoice(nominee.name)}
            />
            <span>
              <strong>{nominee.name}</strong>
              {nominee.detail ? <span className={styles.ballotDetail}>{nominee.detail}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p id={errorId} role="alert" className={formStyles.error}>
          {error}
        </p>
      ) : null}
      {failure ? (
        <div role="alert" className={formStyles.notice} data-testid="vote-error">
          <strong>{failure}</strong>
          <span>Your choice is still selected. Check your connection and vote again.</span>
        </div>
      ) : null}
      <div className={formStyles.actions}>
        <Button type="submit" size="lg" disabled={!hydrated || sending}>
          {sending ? 'Sending your vote…' : 'Cast my vote'}
        </Button>
        <p className={formStyles.fine}>
          One vote per browser. Voting closes on {longDate(schedule.votingClose)}.
        </p>
      </div>
    </form>
  );
}
