import type PDFDocument from 'pdfkit';
import { invoiceFonts, type FontWeight } from './shaped-font.js';

// Text on a pdfkit page, one line at a time. Shaped Bengali draws its glyphs in visual order (ি before
// the consonant it follows in the text), so each line carries its real text as ActualText: copying,
// searching and pdftotext then give the words as written.

type Doc = InstanceType<typeof PDFDocument>;
export type TextStyle = { size: number; weight?: FontWeight; color?: string };
export type Align = 'left' | 'right';

/** Line height for a size: Noto Sans Bengali reaches 0.917 em above and 0.408 em below the baseline. */
export const lineHeight = (size: number) => size * 1.4;

export function registerInvoiceFonts(doc: Doc): void {
  const fonts = invoiceFonts();
  // pdfkit takes a fontkit font object as it is (its types only list files and bytes).
  for (const weight of ['regular', 'bold'] as const) doc.registerFont(weight, fonts[weight] as never);
}

const ZERO_WIDTH_JOINERS = new Set([0x200c, 0x200d]);

/** The text with spaces for line breaks and tabs, and '?' for what the font has no glyph for. */
export function printable(text: string): string {
  const font = invoiceFonts().regular;
  let out = '';
  for (const ch of text.replace(/\s+/g, ' ')) {
    const cp = ch.codePointAt(0)!;
    out += ZERO_WIDTH_JOINERS.has(cp) || font.hasGlyphForCodePoint(cp) ? ch : '?';
  }
  return out;
}

function useStyle(doc: Doc, style: TextStyle): void {
  doc
    .font(style.weight ?? 'regular')
    .fontSize(style.size)
    .fillColor(style.color ?? '#111111');
}

export function widthOf(doc: Doc, text: string, style: TextStyle): number {
  useStyle(doc, style);
  return doc.widthOfString(printable(text));
}

/** `/Span <</ActualText …>> BDC` with the text as UTF-16BE, as PDF text strings are written. */
function actualTextSpan(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return `/Span <</ActualText <${hex}>>> BDC`;
}

/**
 * Runs `draw` with every text object it writes wrapped in a marked-content span whose ActualText is
 * `text` (the first one; any further one gets an empty ActualText). The span goes inside pdfkit's own
 * q … Q around the text, so readers place the ActualText where the glyphs are.
 */
function withActualText(doc: Doc, text: string, draw: () => void): void {
  const add = doc.addContent.bind(doc);
  let first = true;
  doc.addContent = (data: string) => {
    if (data === 'BT') {
      add(actualTextSpan(first ? text : ''));
      first = false;
    }
    add(data);
    if (data === 'ET') add('EMC');
    return doc;
  };
  try {
    draw();
  } finally {
    delete (doc as Partial<Doc>).addContent;
  }
}

/** One line whose top is at y: from x to the right (left), or ending at x (right). */
export function drawLine(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
  align: Align = 'left',
) {
  const shown = printable(text);
  if (!shown.trim()) return;
  useStyle(doc, style);
  const left = align === 'right' ? x - doc.widthOfString(shown) : x;
  withActualText(doc, text.replace(/\s+/g, ' '), () => {
    doc.text(shown, left, y, { lineBreak: false });
  });
}

const graphemes = new Intl.Segmenter('bn', { granularity: 'grapheme' });

/** Words onto lines no wider than `width`; a word wider than the line is cut between letters. */
export function wrap(doc: Doc, text: string, width: number, style: TextStyle): string[] {
  const fits = (s: string) => widthOf(doc, s, style) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    if (fits(word)) {
      line = word;
      continue;
    }
    for (const { segment } of graphemes.segment(word)) {
      if (line && !fits(line + segment)) {
        lines.push(line);
        line = '';
      }
      line += segment;
    }
  }
  if (line) lines.push(line);
  return lines;
}
