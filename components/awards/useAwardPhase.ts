'use client';

import { useSyncExternalStore } from 'react';
import { localDay, phaseOn, type AwardPhase, type AwardSchedule } from '@/lib/awards/schedule';

const noSubscription = () => () => {};

/**
 * Whether nominations and the vote are open on the visitor's own day. The static page was built on
 * another day, so the server render uses the build day and the browser corrects it on hydration.
 */
export function useAwardPhase(schedule: AwardSchedule, builtOn: string): AwardPhase & { day: string } {
  const day = useSyncExternalStore(
    noSubscription,
    () => localDay(new Date()),
    () => builtOn,
  );
  return { day, ...phaseOn(day, schedule) };
}
