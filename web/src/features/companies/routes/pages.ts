// The company pages as one lazily loaded chunk (one dynamic import in the entry for both routes).
export * as company from './company';
export * as acceptInvitation from './accept-invitation';
