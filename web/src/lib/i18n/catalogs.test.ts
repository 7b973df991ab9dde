import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';

// The Bengali catalog against the English one, at run time (Texts<T> makes a missing or extra key a compile
// error too, but a test run does not typecheck): the same keys, the same {{placeholders}}, every text really
// translated and written with Bengali digits, and no key that the web app never shows.

type Tree = { readonly [key: string]: string | Tree };

/** 'nav.home' → 'Home': every text of a catalog by its dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') texts.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) texts.set(k, v);
  }
  return texts;
}

const enTexts = flatten(en);
const bnTexts = flatten(bn);

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const placeholders = (text: string) => [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort();

/**
 * Texts that are rightly the same in both languages: names of brands and payment services, each language's
 * name in itself, the SKU code, and texts made only of placeholders and signs. Anything else equal to its
 * English text was forgotten.
 */
const SAME_IN_BOTH = [
  'meta.title', // '{{title}} | {{brand}}'
  'footer.rights', // '© {{year}} {{brand}}'
  'language.en', // 'English'
  'language.bn', // 'বাংলা'
  'product.sku', // 'SKU'
  'orderLines.sku', // 'SKU {{sku}}'
  'dashboard.orders.sku', // 'SKU {{sku}}'
  'payments.method.bkash', // 'bKash'
  'payments.method.nagad', // 'Nagad'
  'payments.method.rocket', // 'Rocket'
  'payments.gateway.bkash', // 'bKash'
  'payments.gateway.sslcommerz', // 'SSLCommerz'
  'wholesale.ladder.range', // '{{from}}–{{to}}'
  'wholesale.ladder.openEnded', // '{{from}}+'
  'wholesale.card.priceRange', // '{{min}}–{{max}}'
  'myOrders.item', // '{{name}} × {{quantity}}'
  'myOrders.skippedItem', // '{{name}} ({{reason}})'
  'orders.paymentLine', // '{{method}} · {{status}}'
  'orders.buyerLine', // '{{name}} ({{email}})'
  'dashboard.home.percent', // '{{value}}%'
  'dashboard.order.none', // '—'
  'reviews.summary', // '{{rating}} ({{count}})'
];

/**
 * Keys of a feature whose screens are not written yet, so no component shows them: the invoice links of
 * issue 15 (./en-invoice.ts, ./bn-invoice.ts). An entry fails the test as soon as the app uses its key, so the
 * list only shrinks; any other unused key is deleted from the catalogs.
 */
const NOT_SHOWN_YET: string[] = [];

// --- Where the web app uses a key -------------------------------------------------------------------------

// import.meta.dirname, not new URL(…, import.meta.url): under jsdom, URL is jsdom's and node:url refuses it.
const I18N_DIR = import.meta.dirname; // web/src/lib/i18n
const SOURCE_ROOT = join(I18N_DIR, '..', '..'); // web/src

/** The app's own code: not the catalogs, not tests nor their helpers (src/test/, *testing.ts). */
function appSources(dir = SOURCE_ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const folder = relative(SOURCE_ROOT, path);
      return folder === 'test' || path === I18N_DIR ? [] : appSources(path);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|testing\.ts$|\.d\.ts$/.test(entry.name)
      ? [path]
      : [];
  });
}

type KeyUses = { literals: Set<string>; computed: RegExp[] };

// The start of a computed key: 'orders.mark.' in `orders.mark.${next}` or 'orders.mark.' + next.
const KEY_HEAD = /^[A-Za-z][\w-]*(?:\.[\w-]+)*\.$/;
const KEY_PART = /^[\w.-]*$/;
// What a ${…} in a computed key stands for: one or more key segments.
const SEGMENTS = '[\\w-]+(?:\\.[\\w-]+)*';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every string a source file holds as a value (a key given to t(), i18n.t(), or put in an array or object that
 * reaches t later), and every computed key as a pattern: a template literal that starts with a key's sections
 * (`orders.status.${status}`, `faq.${key}.question`) or a concatenation ('orders.mark.' + next). Strings that
 * are only types (a union of literal keys, `nav.${keyof Catalog['nav']}`) show nothing and do not count.
 */
function keyUses(fileName: string, source: string, uses: KeyUses): void {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const visit = (node: ts.Node): void => {
    if (ts.isLiteralTypeNode(node) || ts.isTemplateLiteralTypeNode(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) uses.literals.add(node.text);
    if (ts.isTemplateExpression(node)) {
      const rest = node.templateSpans.map((span) => span.literal.text);
      if (KEY_HEAD.test(node.head.text) && rest.every((part) => KEY_PART.test(part))) {
        uses.computed.push(new RegExp(`^${[node.head.text, ...rest].map(escape).join(SEGMENTS)}$`));
      }
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.PlusToken &&
      ts.isStringLiteral(node.left) &&
      KEY_HEAD.test(node.left.text)
    ) {
      uses.computed.push(new RegExp(`^${escape(node.left.text)}${SEGMENTS}$`));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

/** A plural form ('cart.lineCount_one') is used where its base key ('cart.lineCount') is. */
function isUsed(key: string, uses: KeyUses): boolean {
  const base = key.replace(/_(?:zero|one|two|few|many|other)$/, '');
  return [key, base].some((k) => uses.literals.has(k) || uses.computed.some((pattern) => pattern.test(k)));
}

function scanApp(): KeyUses {
  const uses: KeyUses = { literals: new Set(), computed: [] };
  for (const path of appSources()) keyUses(path, readFileSync(path, 'utf8'), uses);
  return uses;
}

// --- The tests --------------------------------------------------------------------------------------------

describe('the Bengali catalog', () => {
  it('has a text for every English key and no key English lacks', () => {
    const missing = [...enTexts.keys()].filter((key) => !bnTexts.has(key));
    const extra = [...bnTexts.keys()].filter((key) => !enTexts.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    expect(bnTexts.size).toBe(enTexts.size);
  });

  it('keeps exactly the {{placeholders}} of each English text', () => {
    const differing = [...enTexts]
      .filter(([key]) => bnTexts.has(key))
      .map(([key, text]) => ({ key, en: placeholders(text), bn: placeholders(bnTexts.get(key)!) }))
      .filter(({ en, bn }) => en.join() !== bn.join());
    expect(differing).toEqual([]);
  });

  it(`translates every text, except the allow-list: ${SAME_IN_BOTH.join(', ')}`, () => {
    const empty = [...bnTexts].filter(([, text]) => text.trim() === '').map(([key]) => key);
    const untranslated = [...bnTexts]
      .filter(([key, text]) => text === enTexts.get(key) && !SAME_IN_BOTH.includes(key))
      .map(([key, text]) => `${key}: ${text}`);
    // An allow-listed key whose texts now differ (or that is gone) leaves the list.
    const stale = SAME_IN_BOTH.filter((key) => !bnTexts.has(key) || bnTexts.get(key) !== enTexts.get(key));
    expect({ empty, untranslated, stale }).toEqual({ empty: [], untranslated: [], stale: [] });
  });

  it('writes numbers with Bengali digits (০–৯) outside {{placeholders}}', () => {
    const latin = [...bnTexts]
      .filter(([, text]) => /[0-9]/.test(text.replace(PLACEHOLDER, '')))
      .map(([key, text]) => `${key}: ${text}`);
    expect(latin).toEqual([]);
  });

  it('is in one Unicode form (NFC), so য় or ড় typed either way match what the screen shows', () => {
    const unnormalised = [...bnTexts]
      .filter(([, text]) => text !== text.normalize('NFC'))
      .map(([key]) => key);
    expect(unnormalised).toEqual([]);
  });
});

describe('the catalogs hold only keys the web app uses', () => {
  const uses = scanApp();

  it(`finds every key in the app's source (not yet shown: ${NOT_SHOWN_YET.join(', ') || 'none'})`, () => {
    const unused = [...bnTexts.keys()].filter((key) => !isUsed(key, uses) && !NOT_SHOWN_YET.includes(key));
    const nowShown = NOT_SHOWN_YET.filter((key) => isUsed(key, uses));
    expect({ unused, nowShown }).toEqual({ unused: [], nowShown: [] });
  });

  it('sees literal keys, computed keys and plural bases, and not keys that are only types', () => {
    const fixture: KeyUses = { literals: new Set(), computed: [] };
    keyUses(
      'fixture.tsx',
      [
        "type Label = 'cart.title' | `nav.${string}`;",
        "const items = [{ label: 'footer.shop' }];",
        't(`orders.mark.${next}`); t(`faq.${key}.answer`); t(`${a}${b}`); t(`tel:${phone}`);',
        "t('dashboard.exports.' + key); t('cart.lineCount', { count });",
        '<Button aria-label="nav.menu" />;',
      ].join('\n'),
      fixture,
    );
    const used = (key: string) => isUsed(key, fixture);
    expect(['footer.shop', 'nav.menu', 'orders.mark.shipped', 'faq.q1.answer'].every(used)).toBe(true);
    expect(['dashboard.exports.orders', 'cart.lineCount_one', 'cart.lineCount_other'].every(used)).toBe(true);
    expect(['cart.title', 'nav.home', 'faq.q1.question', 'orders.mark', 'footer.email'].some(used)).toBe(
      false,
    );
  });
});
