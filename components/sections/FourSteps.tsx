import { useId } from 'react';
import { Section } from '@/components/ui/Section';
import styles from './sections.module.css';

type Step = { title: string; text: string };

/** The four-step illustration of how the product works: analysis, structuring, judgement, synthesis. */
export function FourSteps({ title, lead, steps }: { title: string; lead?: string; steps: Step[] }) {
  // One gradient per icon, each with its own id: SVG ids are document-wide, and a page can hold
  // more than one set of steps.
  const id = useId();
  return (
    <Section eyebrow="How it works" title={title} lead={lead} tone="dark" centered>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <svg className={styles.stepIcon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
              <circle
                cx="24"
                cy="24"
                r="22"
                fill="none"
                stroke="currentColor"
                strokeOpacity="0.25"
                strokeWidth="2"
              />
              <circle
                cx="24"
                cy="24"
                r="22"
                fill="none"
                stroke={`url(#${id}-${index})`}
                strokeWidth="3"
                strokeLinecap="round"
                strokeDasharray={`${((index + 1) / steps.length) * 138} 138`}
                transform="rotate(-90 24 24)"
              />
              <text x="24" y="29" textAnchor="middle" fontSize="15" fontWeight="700" fill="currentColor">
                {index + 1}
              </text>
              <defs>
                <linearGradient id={`${id}-${index}`} x1="0" x2="1">
                  <stop offset="0" stopColor="#818cf8" />
                  <stop offset="1" stopColor="#c4b5fd" />
                </linearGradient>
              </defs>
            </svg>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
