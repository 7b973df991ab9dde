import 'i18next';
import type { Catalog } from './en';

// Typed keys: a misspelt key or a missing interpolation is a compile error, not a blank on screen.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog };
  }
}
