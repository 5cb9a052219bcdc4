'use client';

import { CONSENT_OPEN } from '@/lib/consent/choice';

/** The banner listens for this event, so a visitor can change an earlier choice from any page. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(CONSENT_OPEN))}>
      Cookie settings
    </button>
  );
}
