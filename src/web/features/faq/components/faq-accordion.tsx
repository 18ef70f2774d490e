import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import type { Faq } from '@shared/schemas/faqs';

type FaqAccordionProps = {
  faqs: Faq[];
  /** Heading level of each question, to fit the page outline. */
  headingLevel?: 'h2' | 'h3';
};

/** Questions as a Radix accordion (any number open at once). Answers are plain text. */
export function FaqAccordion({ faqs, headingLevel = 'h3' }: FaqAccordionProps) {
  return (
    <Accordion type="multiple">
      {faqs.map((faq) => (
        <AccordionItem key={faq.id} value={faq.id}>
          <AccordionTrigger headingLevel={headingLevel}>{faq.question}</AccordionTrigger>
          <AccordionContent>
            {faq.answer.split(/\n\s*\n/).map((paragraph, index) => (
              <p key={index} className="whitespace-pre-line [&+p]:mt-3">
                {paragraph}
              </p>
            ))}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
