import { HoneypotField } from '../HoneypotField';
import { TrialSignupShell } from './TrialSignupShell';

/**
 * The trial form for a page: the light client shell with its bot trap rendered here, on the
 * server, as plain HTML.
 */
export function TrialSignup({ variant = 'compact' }: { variant?: 'compact' | 'full' }) {
  return <TrialSignupShell variant={variant} honeypot={<HoneypotField id={`trial-${variant}-website`} />} />;
}
