import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bengaliMessage, localMessage, messageTemplates } from './messages-bn.js';

// Every message the server or the shared schemas can give a person must have a Bengali version. The scanner
// reads the sources for the places messages are written — `new AppError(code, '…')`, `message: '…'`,
// `error: '…'`, zod's `.min(n, '…')`/`.max`/`.regex`/`.refine`/`.int('…')`/`.positive('…')`/`.email('…')`,
// `refuse('…')` and message constants — and checks each against the table, template literals with every
// `${…}` standing for a sample value.
const root = join(import.meta.dirname, '..', '..', '..');
const SOURCES = ['packages/contract/src', 'server/src'];
// Operators' start-up errors (config.ts), the demo data, the payment stand-ins and the command-line tools speak
// to developers, not to shoppers.
// The gateway clients' errors are details for the ledger and the log; the buyer reads the payment service's
// message about them.
// The courier clients' errors likewise (the seller reads the shipments service's message).
const SKIP = /(\.test\.ts|test-kit\.ts|config\.ts|messages-bn\.ts)$|\/(seed|fake|cli|gateways|couriers)\//;
// Success answers whose English SEED.md fixes; the web app shows its own (translated) text for each.
const SEED_SUCCESS = new Set([
  'Product added successfully.',
  'Product updated successfully',
  'Product deleted successfully',
  'Order received successfully',
  'Order deleted successfully',
  'Order cancelled',
  'Order declined',
  'Order marked ${…}',
  'Payment marked received',
  'Cash received',
  'Account created',
  'Password changed',
  'Thank you for subscribing!',
  'You are already subscribed. Thank you!',
  'The subscriber is removed.',
  '${…} is unsubscribed from the newsletter.',
]);

const LITERAL = String.raw`('(?:[^'\\\n]|\\.)*'|\x60(?:[^\x60\\]|\\.)*\x60)`;
const PATTERNS = [
  new RegExp(String.raw`new AppError\(\s*'[A-Z_]+',\s*${LITERAL}`, 'g'),
  new RegExp(String.raw`\b(?:message|error)\s*[:=]\s*${LITERAL}`, 'g'),
  new RegExp(String.raw`\.(?:min|max|regex|refine)\([^,()]*(?:\([^()]*\))?[^,()]*,\s*${LITERAL}`, 'g'),
  new RegExp(String.raw`\.(?:int|positive|email)\(\s*${LITERAL}`, 'g'),
  new RegExp(String.raw`\brefuse\(\s*${LITERAL}`, 'g'),
  new RegExp(String.raw`\bconst [A-Z][A-Z_]*(?:MESSAGE)?\s*=\s*${LITERAL}`, 'g'),
  new RegExp(String.raw`\?\?\s*${LITERAL}`, 'g'),
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Each message-like literal with its file: quotes removed, `${…}` kept as a marker. */
function scan(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  for (const dir of SOURCES)
    for (const path of files(join(root, dir))) {
      const file = relative(root, path);
      if (SKIP.test(file)) continue;
      const source = readFileSync(path, 'utf8');
      for (const pattern of PATTERNS)
        for (const match of source.matchAll(pattern)) {
          const text = match[1]!.slice(1, -1).replace(/\$\{[^}]*\}/g, '${…}');
          // A sentence for a person: starts with a letter or a slot, has a space; not a code or a path.
          if (!/^(\p{L}|\$\{…\})/u.test(text) || !text.includes(' ')) continue;
          found.push({ file, text });
        }
    }
  return found;
}

describe('the Bengali messages', () => {
  const messages = scan();

  it(`cover every message the code writes (${new Set(messages.map((m) => m.text)).size} found)`, () => {
    expect(messages.length).toBeGreaterThan(100);
    const missing = messages
      .filter(({ text }) => !SEED_SUCCESS.has(text))
      .filter(({ text }) => bengaliMessage(text.replaceAll('${…}', '7')) === undefined)
      .map(({ file, text }) => `${file}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('fill slots: names stay, amounts and counts take Bengali digits, known labels are translated', () => {
    expect(
      bengaliMessage('Seller One takes orders of at least ৳2,000.00; this part comes to ৳1,000.00'),
    ).toBe('Seller One কমপক্ষে ৳২,০০০.০০-এর অর্ডার নেন; এই অংশের মোট ৳১,০০০.০০');
    expect(bengaliMessage('Product name is required')).toBe('পণ্যের নাম দিন');
    expect(bengaliMessage('Only 1,200 units available')).toBe('মাত্র ১,২০০ পিস পাওয়া যাচ্ছে');
    expect(bengaliMessage("tier 2: price must be below tier 1's ৳138.00")).toBe(
      'ধাপ ২: দাম ধাপ ১-এর ৳১৩৮.০০-এর কম হতে হবে',
    );
    expect(bengaliMessage('Too many attempts. Please wait 42 seconds and try again.')).toBe(
      'অনেকবার চেষ্টা করা হয়েছে। ৪২ সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন।',
    );
    // A message inside a message: the product's name, then the price change.
    expect(
      bengaliMessage('Rice 50kg: The price changed from ৳50.00 to ৳55.50 per unit: review your cart'),
    ).toBe('Rice 50kg: প্রতি পিসের দাম ৳৫০.০০ থেকে বদলে ৳৫৫.৫০ হয়েছে: আপনার কার্ট দেখে নিন');
  });

  it('leave English as it is, and an unknown message in English rather than guess', () => {
    expect(localMessage('Your cart is empty', 'en')).toBe('Your cart is empty');
    expect(localMessage('Your cart is empty', 'bn')).toBe('আপনার কার্ট খালি');
    expect(bengaliMessage('Something nobody wrote')).toBeUndefined();
    expect(localMessage('Something nobody wrote', 'bn')).toBe('Something nobody wrote');
  });

  it('have one Bengali text per English template, each with the same slots', () => {
    const templates = messageTemplates();
    expect(new Set(templates).size).toBe(templates.length);
    for (const english of templates) {
      // '{product}: {message}' is only slots: its words are the inner message's.
      if (/^[{}\w\s:]+$/.test(english) && english.includes('{')) continue;
      const sample = english.replace(/\{(\w+)\}/g, 'X$1');
      const bengali = bengaliMessage(sample);
      expect(bengali, english).toMatch(/[\u0980-\u09FF]/);
      for (const slot of english.match(/\{\w+\}/g) ?? [])
        expect(bengali, `${english} keeps ${slot}`).toContain(`X${slot.slice(1, -1)}`);
    }
  });
});
