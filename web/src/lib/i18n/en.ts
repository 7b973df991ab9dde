import { enPages } from './en-pages';
import { enShell } from './en-shell';

// The English catalog. Every visible string of the app is in it so another language (Bengali first) is a new
// catalog, not a change to components. Quantities arrive pre-formatted ('1,200') so each language groups digits
// its own way through the contract's helpers. It is kept in two files, so the first page downloads only the
// shell's texts; this merged view gives the typed keys (./keys.ts) and the tests.
export const en = { ...enShell, ...enPages } as const;

export type Catalog = typeof en;
