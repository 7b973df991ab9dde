import { useEffect, useState } from 'react';

/**
 * The open state of a menu a button shows and hides (the navbar's on phones, the dashboard's sidebar). Escape
 * closes it, as it would any disclosure a keyboard user opened.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return { open, toggle: () => setOpen((value) => !value), close: () => setOpen(false) };
}
