/** The days an awards programme takes nominations and votes, first and last day included. */
export type AwardSchedule = {
  nominationsOpen: string;
  nominationsClose: string;
  votingOpen: string;
  votingClose: string;
  winnersAnnounced: string;
};

export type AwardPhase = { nominating: boolean; voting: boolean };

/** The visitor's calendar day as YYYY-MM-DD: the windows are days, not instants. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function phaseOn(day: string, schedule: AwardSchedule): AwardPhase {
  return {
    nominating: schedule.nominationsOpen <= day && day <= schedule.nominationsClose,
    voting: schedule.votingOpen <= day && day <= schedule.votingClose,
  };
}
