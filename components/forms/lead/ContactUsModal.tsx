'use client';

import type { ModalContentProps } from '@/components/modals/props';
import { LeadForm } from './LeadForm';
import styles from './lead.module.css';

/** `#contactUs`: a question for the team, from any page. */
export default function ContactUsModal({ close, titleId }: ModalContentProps) {
  return (
    <div className={styles.modal}>
      <p className={styles.eyebrow}>Contact us</p>
      <h2 id={titleId}>Talk to our hiring team</h2>
      <p className={styles.intro}>
        Questions about sourcing, assessments, video interviews or pricing? Tell us a little about your team
        and a hiring specialist will answer within one business day.
      </p>
      <LeadForm formId="contactUs" onSent={close} />
    </div>
  );
}
