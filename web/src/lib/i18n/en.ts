import { enPages } from './en-pages';
import { enShell } from './en-shell';

// The English catalog. Every visible string of the app is in it so another language (Bengali first) is a new
// catalog, not a change to components. Quantities arrive pre-formatted ('1,200') so each language groups digits
// its own way through the contract's helpers. It is kept in two files, so the first page downloads only the
// shell's texts; this merged view gives the typed keys (./keys.ts) and the tests.
// Two sections are in both halves: `nav` (the account menu's texts are page texts) and `auth` (the login and
// registration pages' texts are); at run time the halves merge section by section (./translate.ts).
export const en = {
  ...enShell,
  ...enPages,
  nav: { ...enShell.nav, ...enPages.nav },
  auth: { ...enShell.auth, ...enPages.auth },
} as const;

export type Catalog = typeof en;
