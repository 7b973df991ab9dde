import { bnPages } from './bn-pages';
import { bnShell } from './bn-shell';

// The Bengali catalog, merged as ./en.ts merges the English one: for the tests (the app loads the shell's and
// the pages' texts separately, see ./index.ts).
export const bn = {
  ...bnShell,
  ...bnPages,
  nav: { ...bnShell.nav, ...bnPages.nav },
  auth: { ...bnShell.auth, ...bnPages.auth },
};
