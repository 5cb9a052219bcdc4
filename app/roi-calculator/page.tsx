import { CtaBand } from '@/components/sections/CtaBand';
import { StatGrid } from '@/components/sections/StatGrid';
import { RoiCalculator } from '@/components/roi/RoiCalculator';
import { Section } from '@/components/ui/Section';
import { metadataFor } from '../_lib/metadata';
import styles from './roi-page.module.css';

export const metadata = metadataFor('/roi-calculator/');

export default function RoiCalculatorPage() {
  return (
    <>
      <Section
        eyebrow="Hiring ROI calculator"
        title="What would faster, skills-based hiring save you?"
        lead="Enter your hiring numbers. The estimate adds up recruiter time saved on screening, the cost of roles left open and the mis-hires skill assessments prevent. Every assumption is on the page and yours to change."
        as="h1"
      >
        <RoiCalculator />
      </Section>
      <Section eyebrow="The method" title="How the estimate is worked out" tone="muted">
        <div className={styles.method}>
          <div>
            <h3>Screening time</h3>
            <p>
              Hires per year × (screening minutes today − screening minutes with Quotient) ÷ 60 × recruiter
              hourly cost.
            </p>
          </div>
          <div>
            <h3>Faster hiring</h3>
            <p>
              Days to hire today × the cut in time to hire × hires per year × the daily cost of an open role.
            </p>
          </div>
          <div>
            <h3>Mis-hires</h3>
            <p>
              Hires per year × the share that do not work out × the share skill assessments prevent × the cost
              of one mis-hire.
            </p>
          </div>
          <div>
            <h3>Return</h3>
            <p>
              The three savings added up, less the yearly cost of Quotient, as a percentage of that cost.
              Figures are estimates, not a quote or a guarantee.
            </p>
          </div>
        </div>
      </Section>
      <StatGrid
        eyebrow="Where the defaults come from"
        title="What customers report"
        stats={[
          { value: '50%', label: 'shorter hiring cycle' },
          { value: '500 → 50', label: 'minutes of screening per hire' },
          { value: '410%', label: 'cost saving from avoiding mis-hires' },
          { value: '90%+', label: 'accuracy predicting on-the-job performance' },
        ]}
      />
      <CtaBand
        title="Check the estimate on a real role"
        text="Start a free trial and run one role through Quotient, or book a demo and we will go through the numbers with you."
      />
    </>
  );
}
