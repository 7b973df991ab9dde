// The company pages as one lazily loaded chunk (one dynamic import in the entry for all of them).
export * as company from './company';
export * as acceptInvitation from './accept-invitation';
export * as credit from './credit';
