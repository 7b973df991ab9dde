import { useId, useState } from 'react';

export type FaqItem = { question: string; answer: string };

/**
 * Radio-style accordion (SEED.md): the first answer is open at start and opening another closes it, so one is
 * always open. Built on the WAI-ARIA accordion pattern: each question is a button in a heading; the open one is
 * aria-disabled because it cannot be collapsed.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [chosen, setOpen] = useState(0);
  const id = useId();
  // The list can shrink under the open item (the texts arrive from the server): the first one opens instead.
  const open = chosen < items.length ? chosen : 0;
  return (
    <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {items.map((item, index) => {
        const expanded = index === open;
        return (
          <li key={index}>
            <h3>
              <button
                type="button"
                id={`${id}-q${index}`}
                aria-controls={`${id}-a${index}`}
                aria-expanded={expanded}
                aria-disabled={expanded}
                onClick={() => setOpen(index)}
                className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-semibold sm:px-6"
              >
                <span>
                  {index + 1}. {item.question}
                </span>
                <svg
                  viewBox="0 0 20 20"
                  aria-hidden="true"
                  className={`size-5 shrink-0 fill-current transition-transform ${expanded ? 'rotate-180' : ''}`}
                >
                  <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
                </svg>
              </button>
            </h3>
            {/* A named <section> is the pattern's region, natively. */}
            <section
              id={`${id}-a${index}`}
              aria-labelledby={`${id}-q${index}`}
              hidden={!expanded}
              className="px-4 pb-4 text-slate-700 sm:px-6 dark:text-slate-300"
            >
              <p>{item.answer}</p>
            </section>
          </li>
        );
      })}
    </ol>
  );
}
