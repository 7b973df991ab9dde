import { useCallback, useState } from 'react';
import { initialTheme, saveTheme, type Theme } from './theme';

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const [theme, setTheme] = useState<Theme>(initialTheme);
  const toggleTheme = useCallback(() => {
    setTheme((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      saveTheme(next);
      return next;
    });
  }, []);
  return { theme, toggleTheme };
}
