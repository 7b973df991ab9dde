import type { RenderedPage } from './page-renderer.js';
import { jsonLdScript } from './product-json-ld.js';

/** JSON inside a data block: `<` escaped so no value (seller-written names) can close the element. */
const dataBlock = (id: string, data: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/**
 * index.html (already in the page's language, with its meta and hints) with the server's rendering inside
 * #root, the state the browser hydrates from (web/src/app/page-state.ts reads #page-state) and the page's
 * structured data. Data blocks, not scripts: the CSP runs no inline script.
 */
export function withRenderedPage(
  html: string,
  page: Extract<RenderedPage, { kind: 'page' }>,
  structuredData: object | undefined,
): string {
  const head = structuredData ? `  ${jsonLdScript(structuredData)}\n  </head>` : '</head>';
  return html
    .replace('</head>', () => head)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${page.html}</div>`)
    .replace('</body>', () => `  ${dataBlock('page-state', page.state)}\n  </body>`);
}
