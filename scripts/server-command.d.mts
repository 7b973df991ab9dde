// Types of server-command.mjs for the TypeScript that imports it (e2e/playwright.config.ts).
export const SERVER_NODE_FLAGS: string[];
export const SERVER_ENTRY: string;
export function serverArgs(...extra: string[]): string[];
export function serverCommandLine(): string;
