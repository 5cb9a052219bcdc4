import type { ReactNode } from 'react';
import Link from '@/components/ui/Link';
import { FAQJsonLd } from 'next-seo';
import { primaryCtas } from '@/components/layout/ctas';
import { Accordion } from '@/components/ui/Accordion';
import { Card } from '@/components/ui/Card';
import { Grid, Section } from '@/components/ui/Section';
import { clientLogos } from '@/content/home';
import type { LandingSection } from '@/content/schema/landing';
import { AudiencePageSection } from './AudiencePageSection';
import { CompanyPageSection } from './CompanyPageSection';
import { CtaBand } from './CtaBand';
import { DataTable } from './DataTable';
import { DocumentSection } from './DocumentSection';
import { FourSteps } from './FourSteps';
import { Hero } from './Hero';
import { ItemGrid } from './ItemGrid';
import { LogoStrip } from './LogoStrip';
import { ProcessList } from './ProcessList';
import { PromptList } from './PromptList';
import { StatGrid } from './StatGrid';
import { ResourceLibrary } from './ResourceLibrary';
import { Testimonial } from './Testimonial';
import { WageTable } from './WageTable';
import styles from './sections.module.css';

type Props = {
  sections: LandingSection[];
  /** Placed inside the hero under its calls to action (product pages put the compact trial form there). */
  heroExtra?: ReactNode;
};

/** Renders a landing page's sections in order; the first hero carries the page's only h1. */
export function LandingSections({ sections, heroExtra }: Props) {
  const cta = primaryCtas();
  return (
    <>
      {sections.map((section, index) => {
        const key = `${section.type}-${index}`;
        switch (section.type) {
          case 'hero':
            return (
              <Hero
                key={key}
                eyebrow={section.eyebrow}
                title={section.title}
                lead={section.lead}
                proof={section.proof}
                illustration={section.illustration}
                screen={section.screen}
                primary={section.primary ?? { label: 'Start free trial', href: cta.trial }}
                secondary={section.secondary ?? { label: 'Book a demo', href: cta.demo }}
              >
                {heroExtra}
              </Hero>
            );
          case 'logos':
            return <LogoStrip key={key} logos={clientLogos} label={section.label} />;
          case 'features':
          case 'problems':
            return (
              <ItemGrid
                key={key}
                eyebrow={section.eyebrow}
                title={section.title}
                lead={section.lead}
                items={section.items}
                tone={section.tone}
                variant={section.type === 'problems' ? 'problem' : 'feature'}
              />
            );
          case 'steps':
            return <FourSteps key={key} title={section.title} lead={section.lead} steps={section.items} />;
          case 'stats':
            return (
              <StatGrid key={key} title={section.title} stats={section.items} eyebrow={section.eyebrow} />
            );
          case 'faq':
            return (
              <Section key={key} eyebrow="FAQ" title={section.title} tone="muted">
                <Accordion items={section.items} />
                <FAQJsonLd
                  questions={section.items.map((item) => ({ question: item.question, answer: item.answer }))}
                />
              </Section>
            );
          case 'text':
            return (
              <Section key={key} eyebrow={section.eyebrow} title={section.title} tone={section.tone}>
                <div className={styles.prose}>
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </Section>
            );
          case 'checklist':
            return (
              <Section key={key} title={section.title} lead={section.lead} tone={section.tone}>
                <ul className={styles.checklist}>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </Section>
            );
          case 'testimonial':
            return <Testimonial key={key} {...section} />;
          case 'links':
            return (
              <Section key={key} title={section.title} tone={section.tone}>
                <Grid min="16rem">
                  {section.items.map((item) => (
                    <Card key={item.href} interactive>
                      <h3>
                        <Link href={item.href}>{item.title}</Link>
                      </h3>
                      <p>{item.text}</p>
                    </Card>
                  ))}
                </Grid>
              </Section>
            );
          case 'cta':
            return <CtaBand key={key} title={section.title} text={section.text} />;
          case 'resources':
            return (
              <ResourceLibrary
                key={key}
                id={section.anchor}
                eyebrow={section.eyebrow}
                title={section.title}
                lead={section.lead}
                kinds={section.kinds}
                tone={section.tone}
              />
            );
          case 'document':
            return <DocumentSection key={key} section={section} />;
          case 'process':
            return <ProcessList key={key} section={section} />;
          case 'prompts':
            return <PromptList key={key} section={section} />;
          case 'table':
            return <DataTable key={key} section={section} />;
          case 'beforeAfter':
          case 'caseStudy':
          case 'audiences':
          case 'timeline':
            return <AudiencePageSection key={key} section={section} />;
          case 'people':
          case 'roles':
          case 'episodes':
          case 'guideIndex':
          case 'action':
            return <CompanyPageSection key={key} section={section} />;
          case 'wageTable':
            return <WageTable key={key} section={section} />;
        }
      })}
    </>
  );
}
