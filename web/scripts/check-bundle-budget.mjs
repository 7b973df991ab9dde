// Fails the web build when the storefront's initial JavaScript is over budget: `npm run build -w web` runs it
// right after `vite build`. Usage: node scripts/check-bundle-budget.mjs [distDir]
import { fileURLToPath } from 'node:url';
import { BUDGET_BYTES, formatReport, measureInitialJs } from './bundle-budget.mjs';

const distDir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const result = measureInitialJs(distDir);
console.log(formatReport(result));
if (result.total > BUDGET_BYTES) {
  console.error('The storefront initial JS is over its budget: split or trim before this lands.');
  process.exitCode = 1;
}
