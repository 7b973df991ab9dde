import { useTranslation } from '@/lib/i18n';

/** The information panel beside the listing form: how review works and what makes a good listing. */
export function ReviewNotes() {
  const { t } = useTranslation();
  const notes = [
    t('listings.notes.moq'),
    t('listings.notes.price'),
    t('listings.notes.images'),
    t('listings.notes.afterReview'),
  ];
  return (
    <aside
      aria-labelledby="review-notes-heading"
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-sm text-emerald-950 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100"
    >
      <h2 id="review-notes-heading" className="text-base font-semibold">
        {t('listings.notes.title')}
      </h2>
      <p className="mt-2">{t('listings.notes.review')}</p>
      <ul className="mt-3 list-disc space-y-2 pl-5">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </aside>
  );
}
