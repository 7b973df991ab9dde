// The site's own pages as one lazily loaded chunk: the router imports this module once for the three routes
// (one dynamic import in the entry instead of three, which the entry's size budget needs).
export * as about from './about';
export * as notFound from './not-found';
export * as unsubscribe from './unsubscribe';
