import { formatDigits } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { FaqAccordion, type FaqItem } from './faq-accordion';

/**
 * The FAQ an admin keeps on the dashboard; with no questions there is no section. Its numbers are written in the
 * page's digits: an admin types '7 দিন' as readily as '৭ দিন', and a Bengali page shows Bengali digits only.
 */
export function FaqSection({ items }: { items: FaqItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="faq-heading" className="below-fold">
      <h2 id="faq-heading" className="mb-6 text-2xl font-bold sm:text-3xl">
        {t('faq.title')}
      </h2>
      <FaqAccordion
        items={items.map(({ question, answer }) => ({
          question: formatDigits(question),
          answer: formatDigits(answer),
        }))}
      />
    </section>
  );
}
