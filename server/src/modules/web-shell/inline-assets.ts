import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** `</style>` or `</script>` inside the file would end the element early: such a file stays a link. */
const safeInline = (text: string, tag: string) => !text.toLowerCase().includes(`</${tag}`);

/**
 * index.html with its stylesheet and the theme script written into the page instead of linked: the first
 * paint then waits for the HTML alone, not for two more requests (issue 18; Tailwind's whole stylesheet is
 * about 9 KB compressed, so all of it is the first view's CSS). The CSP stays strict: the page's header allows
 * exactly these two inline blocks by their SHA-256, nothing else inline.
 */
export function inlineAssets(
  template: string,
  webDistDir: string,
  csp: string,
): { template: string; csp: string; deferEntry: (html: string) => string } {
  const scripts: string[] = [];
  const styles: string[] = [];
  let html = template.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const path = join(webDistDir, file);
      const css = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
      if (css === undefined || !safeInline(css, 'style')) return link;
      styles.push(sha256(css));
      return `<style>${css}</style>`;
    },
  );
  html = html.replace(/<script src="\/(theme-init\.js)"><\/script>/, (tag, file: string) => {
    const path = join(webDistDir, file);
    const js = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    if (js === undefined || !safeInline(js, 'script')) return tag;
    scripts.push(sha256(js));
    return `<script>${js}</script>`;
  });
  // A server-rendered page is already on screen before any script: its app starts once the first contentful
  // paint is on screen, not between the end of parsing and that paint, where its code (the entry alone is
  // ~100 KB) competed with the picture and the fonts for a slow phone's link. A Bengali page's first frame has
  // no text yet (the font's block period), so "after the first frame" was too early; without paint timing
  // (old browsers) it still starts after the first frame.
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html);
  const deferred = entry
    ? [
        `const start = () => import(${JSON.stringify(entry[1])});`,
        `if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {`,
        `  const painted = new PerformanceObserver((list) => {`,
        `    if (!list.getEntriesByName('first-contentful-paint').length) return;`,
        `    painted.disconnect();`,
        `    setTimeout(start);`,
        `  });`,
        `  painted.observe({ type: 'paint', buffered: true });`,
        `} else requestAnimationFrame(() => setTimeout(start));`,
      ].join('\n')
    : undefined;
  if (deferred) scripts.push(sha256(deferred));
  const deferEntry = (page: string) =>
    entry && deferred ? page.replace(entry[0], () => `<script type="module">${deferred}</script>`) : page;
  const allow = (directive: string, hashes: string[]) => (policy: string) =>
    hashes.length
      ? policy.replace(new RegExp(`${directive} 'self'`), `${directive} 'self' ${hashes.join(' ')}`)
      : policy;
  return { template: html, csp: allow('style-src', styles)(allow('script-src', scripts)(csp)), deferEntry };
}
