import type { FaqItem } from '@bulkbazar/contract';
import { useQuery } from '@tanstack/react-query';
import { siteContentQueryOptions } from '@/lib/api/get-site-content';
import { brand } from '@/lib/brand';
import { language, useTranslation } from '@/lib/i18n';

export type HomeTexts = { heroTitle: string; heroSubtitle: string; faq: FaqItem[] };

const FAQ_KEYS = ['q1', 'q2', 'q3', 'q4', 'q5'] as const;

/**
 * The home page's texts: the site content when it has arrived, else the catalog's own texts, so the page
 * never waits for them and still reads well when the call fails.
 */
export function useHomeTexts(): HomeTexts {
  const { t } = useTranslation();
  const { data } = useQuery(siteContentQueryOptions);
  if (data) {
    // Bengali pages show the Bengali versions the admin wrote, and the English text where there is none.
    const bn = language === 'bn';
    const heroTitle = (bn && data.heroTitleBn) || data.heroTitle;
    return {
      heroTitle: heroTitle.replaceAll('{brand}', brand),
      heroSubtitle: (bn && data.heroSubtitleBn) || data.heroSubtitle,
      faq: bn
        ? data.faq.map((item) => ({
            question: item.questionBn || item.question,
            answer: item.answerBn || item.answer,
          }))
        : data.faq,
    };
  }
  return {
    heroTitle: t('home.heroTitle', { brand }),
    heroSubtitle: t('home.heroPitch'),
    faq: FAQ_KEYS.map((key) => ({ question: t(`faq.${key}.question`), answer: t(`faq.${key}.answer`) })),
  };
}
