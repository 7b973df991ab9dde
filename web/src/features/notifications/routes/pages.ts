// The notifications pages as one lazily loaded chunk: the router imports this module once for both routes
// (one dynamic import in the entry instead of two, which the entry's size budget needs).
export * as notifications from './notifications';
export * as outbox from './outbox';
export * as smsOutbox from './sms-outbox';
