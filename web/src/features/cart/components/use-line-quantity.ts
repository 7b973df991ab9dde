import { useEffect, useRef, useState } from 'react';

/** How long a quantity rests before it is sent: a few clicks on + make one request, not one each. */
export const QUANTITY_SETTLE_MS = 300;

/**
 * The quantity a cart line shows while the buyer changes it, and the one call that saves it once it settles.
 * The draft belongs to the quantity it was made from: once the saved cart shows another quantity (this
 * change, or one from another tab) the line shows the cart again. A refused change goes back to the cart's.
 */
export function useLineQuantity(saved: number, save: (quantity: number) => Promise<boolean>) {
  const [draft, setDraft] = useState<{ value: number; from: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<(() => void) | null>(null);
  const shown = draft && draft.from === saved ? draft.value : saved;

  function send(quantity: number) {
    pending.current = null;
    void save(quantity).then((ok) => {
      if (!ok) setDraft(null);
    });
  }

  function change(quantity: number) {
    clearTimeout(timer.current);
    setDraft({ value: quantity, from: saved });
    if (quantity === saved) {
      pending.current = null;
      return;
    }
    pending.current = () => send(quantity);
    timer.current = setTimeout(() => pending.current?.(), QUANTITY_SETTLE_MS);
  }

  // Leaving the page before the quantity settled still saves it.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.();
    },
    [],
  );

  return { shown, change, changing: shown !== saved };
}
