import { FAQJsonLd } from 'next-seo';
import type { FaqItem } from '@/content/minimum-wage/states';
import { Accordion } from '@/components/ui/Accordion';
import { Section } from '@/components/ui/Section';

/** Questions and answers as a keyboard-friendly accordion, with the same text as FAQPage data. */
export function WageFaq({ title, items }: { title: string; items: FaqItem[] }) {
  return (
    <Section id="faq" eyebrow="FAQ" title={title} tone="muted">
      <Accordion items={items.map((item) => ({ question: item.question, answer: <p>{item.answer}</p> }))} />
      <FAQJsonLd
        questions={items.map((item) => ({ question: item.question, answer: item.answer }))}
        scriptId="faq-jsonld"
      />
    </Section>
  );
}
