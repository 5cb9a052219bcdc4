'use client';

import type { ModalContentProps } from '@/components/modals/props';
import { LeadForm } from './LeadForm';
import styles from './lead.module.css';

/** `#getStartedNew`: a guided start for teams that want help setting up. */
export default function GetStartedModal({ close, titleId }: ModalContentProps) {
  return (
    <div className={styles.modal}>
      <p className={styles.eyebrow}>Get started</p>
      <h2 id={titleId}>Set up Quotient with a specialist</h2>
      <p className={styles.intro}>
        We will build your first skill assessment with you, matched to a role you are hiring for now.
      </p>
      <ul className={styles.points}>
        <li>A job simulation tailored to the role, ready to send</li>
        <li>Auto-graded results with a skills report for every candidate</li>
        <li>Suggested questions for your next interview round</li>
      </ul>
      <LeadForm formId="getStartedNew" onSent={close} />
    </div>
  );
}
