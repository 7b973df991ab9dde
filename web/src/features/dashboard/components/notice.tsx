import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation } from 'react-router';

/** A button the notice offers for a while (Undo): it goes once used or once its time is up. */
export type NoticeAction = { label: string; run: () => void; ms?: number };
type Notify = (text: string, action?: NoticeAction) => void;

const NoticeContext = createContext<Notify>(() => {});

/** Says what an action did ('… is approved') without a dialog to click away, with an optional Undo. */
export function useNotice(): Notify {
  return useContext(NoticeContext);
}

type Notice = { text: string; pathname: string; id: number; action?: NoticeAction };

export const ACTION_MS = 6_000;

/**
 * The offered action expires `ms` after the notice appears, but not while the pointer or the keyboard is on
 * the notice: nobody loses the Undo they are reaching for.
 */
function useExpiringAction(notice: Notice | null, expire: (id: number) => void) {
  // Held per notice: a hold left over from the last one (its button removed while focused) ends with it.
  const [heldId, setHeldId] = useState<number | null>(null);
  const id = notice?.action ? notice.id : null;
  const held = id !== null && heldId === id;
  const ms = notice?.action?.ms ?? ACTION_MS;
  useEffect(() => {
    if (id === null || held) return;
    const timer = setTimeout(() => expire(id), ms);
    return () => clearTimeout(timer);
  }, [id, ms, held, expire]);
  const hold = () => setHeldId(id);
  const release = () => setHeldId(null);
  return { onPointerEnter: hold, onPointerLeave: release, onFocus: hold, onBlur: release };
}

/**
 * The dashboard's status line: a polite live region, so a screen reader hears the outcome of an action. A
 * notice belongs to the page it was given on and is gone after navigating away.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback<Notify>(
    (text, action) => setNotice((last) => ({ text, pathname, id: (last?.id ?? 0) + 1, action })),
    [pathname],
  );
  const dropAction = useCallback(
    (id: number) => setNotice((n) => (n?.id === id ? { ...n, action: undefined } : n)),
    [],
  );
  const shown = notice?.pathname === pathname ? notice : null;
  const hold = useExpiringAction(shown, dropAction);
  return (
    <NoticeContext.Provider value={notify}>
      <div role="status" aria-live="polite" className="fixed inset-x-4 bottom-4 z-40 sm:left-auto sm:w-96">
        {shown && (
          <div
            key={shown.id}
            {...hold}
            className="flex items-start justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 shadow-lg py-3 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100"
          >
            <p>{shown.text}</p>
            {shown.action && (
              <button
                type="button"
                onClick={() => {
                  dropAction(shown.id);
                  shown.action!.run();
                }}
                className="shrink-0 rounded font-semibold underline"
              >
                {shown.action.label}
              </button>
            )}
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
