import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation } from 'react-router';

const NoticeContext = createContext<(text: string) => void>(() => {});

/** Says what an action did ('… is approved') without a dialog to click away. */
export function useNotice(): (text: string) => void {
  return useContext(NoticeContext);
}

type Notice = { text: string; pathname: string; id: number };

/**
 * The dashboard's status line: a polite live region, so a screen reader hears the outcome of an action. A
 * notice belongs to the page it was given on and is gone after navigating away.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback(
    (text: string) => setNotice((last) => ({ text, pathname, id: (last?.id ?? 0) + 1 })),
    [pathname],
  );
  const shown = notice?.pathname === pathname ? notice : null;
  return (
    <NoticeContext.Provider value={notify}>
      <div role="status" aria-live="polite" className="fixed inset-x-4 bottom-4 z-40 sm:left-auto sm:w-96">
        {shown && (
          <div
            key={shown.id}
            className="flex items-start justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 shadow-lg py-3 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100"
          >
            <p>{shown.text}</p>
            <button
              type="button"
              onClick={() => setNotice(null)}
              className="shrink-0 rounded font-semibold underline"
            >
              {t('dashboard.dismiss')}
            </button>
          </div>
        )}
      </div>
      {children}
    </NoticeContext.Provider>
  );
}
