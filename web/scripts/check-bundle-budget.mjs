// Fails the web build when the storefront's initial JavaScript is over budget: `npm run build -w web` runs it
// right after `vite build`. Usage: node scripts/check-bundle-budget.mjs [distDir]
import { fileURLToPath } from 'node:url';
import { BUDGET_BYTES, formatReport, measureInitialJs } from './bundle-budget.mjs';

const distDir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
// Every page loads the entry and, before its first render, the shell's texts of its language.
const runs = [
  ['Storefront initial JS, English', 'src/lib/i18n/en-shell.ts'],
  ['Storefront initial JS, Bengali', 'src/lib/i18n/bn-shell.ts'],
];
for (const [title, before] of runs) {
  const result = measureInitialJs(distDir, undefined, before);
  console.log(formatReport(result, BUDGET_BYTES, title));
  if (result.total > BUDGET_BYTES) {
    console.error(`${title} is over its budget: split or trim before this lands.`);
    process.exitCode = 1;
  }
}
