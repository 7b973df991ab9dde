// The sign-in pages as one lazily loaded chunk: the router imports this module once for the four routes (one
// dynamic import in the entry instead of four, which the entry's size budget needs).
export * as forgotPassword from './forgot-password';
export * as login from './login';
export * as register from './register';
export * as resetPassword from './reset-password';
