'use client';

import { useId, useState, useSyncExternalStore } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { Button } from '@/components/ui/Button';
import type { AwardSchedule } from '@/lib/awards/schedule';
import { AWARD_FORMS, keepVote, readVote, voteKey, type CastVote } from '@/lib/awards/vote';
import { env } from '@/lib/env';
import { formatLongDate as longDate } from '@/lib/kit/date-format';
import { enqueue, list, withdraw } from '@/lib/leads/outbox';
import { OUTBOX_SENT_EVENT } from '@/lib/leads/resend';
import { newSubmissionId, sendLead } from '@/lib/leads/submit';
import { trafficSource } from '@/lib/utm';
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
// The vote is written here when a kept vote is sent later, by this tab or another one.
const subscribe = (onChange: () => void) => {
  window.addEventListener(OUTBOX_SENT_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(OUTBOX_SENT_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
};

/** The kept vote for this category as `id\nnominee` (a string, so the snapshot compares by value). */
function waitingVote(store: Storage | undefined, key: string): string | null {
  const entry = list(store).find((candidate) => candidate.remember?.key === key);
  return entry ? `${entry.id}\n${entry.fields.Nominee ?? ''}` : null;
}

const SAVED_LINE = 'Saved on this device: we will send it when you are back online.';
const COUNTS_LINE = 'Your vote counts as cast on this device only once it is sent.';

/** The public vote for a People's Choice category: one vote per browser, sent to the lead endpoint. */
export function PeoplesChoiceVote({ programme, year, category, nominees, schedule, builtOn }: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const { voting, day } = useAwardPhase(schedule, builtOn);
  const key = voteKey(`${programme} ${year}`, category);
  const stored = useSyncExternalStore(
    subscribe,
    () => storage()?.getItem(key) ?? null,
    () => null,
  );
  const [cast, setCast] = useState<CastVote | null>(null);
  const vote = cast ?? (stored ? readVote(storage(), key) : null);
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A vote kept in the outbox after a failed send (in this visit or an earlier one): not cast yet.
  const [keptNow, setKept] = useState<{ id: string; nominee: string } | null>(null);
  const waiting = useSyncExternalStore(
    subscribe,
    () => waitingVote(storage(), key),
    () => null,
  );
  const kept =
    keptNow ??
    (waiting
      ? { id: waiting.slice(0, waiting.indexOf('\n')), nominee: waiting.slice(waiting.indexOf('\n') + 1) }
      : null);
  const selected = choice || kept?.nominee || '';

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
    const choice = selected;
    if (!choice) {
      setError('Please choose the nominee you vote for');
      return;
    }
    setError(null);
    setFailure(null);
    setSending(true);
    const fields = { Programme: `${programme} ${year}`, Category: category, Nominee: choice };
    const done = { nominee: choice, on: day };
    const submissionId = newSubmissionId();
    try {
      if (kept) {
        setKept(null);
        // Voting again replaces the kept vote; if it is gone, another tab has sent it already.
        if (withdraw(storage(), kept.id) === 'sent') return;
      }
      await sendLead(AWARD_FORMS.vote, fields, {
        url: env.leadsUrl,
        search: window.location.search,
        submissionId,
      });
      keepVote(storage(), key, done);
      setCast(done);
    } catch (reason) {
      const entry = enqueue(storage(), {
        id: submissionId,
        formName: AWARD_FORMS.vote,
        fields,
        utmSource: trafficSource(window.location.search),
        remember: { key, value: JSON.stringify(done) },
        sentMessage: `Your vote for ${choice} has been sent and is now counted.`,
      });
      setKept(entry ? { id: entry.id, nominee: choice } : null);
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
              checked={selected === nominee.name}
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
          {kept ? (
            <span data-testid="vote-saved">
              {SAVED_LINE} {COUNTS_LINE}
            </span>
          ) : null}
        </div>
      ) : kept ? (
        <p role="status" className={formStyles.notice} data-testid="vote-saved">
          Your vote for {kept.nominee} is saved on this device: we will send it when you are back online.{' '}
          {COUNTS_LINE}
        </p>
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
