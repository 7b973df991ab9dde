import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import * as hb from 'harfbuzzjs';

// Noto Sans Bengali (SIL Open Font License 1.1; the TTFs of the npm package @expo-google-fonts/noto-sans-bengali,
// read from node_modules at run time): Bengali, ৳, Latin and digits in one face. pdfkit embeds and subsets it
// through fontkit, but the glyphs are placed by HarfBuzz: fontkit's own shaper gets some Bengali clusters wrong
// (র-ফলা with উ-কার: দ্রু, গ্রু, ত্রু). See docs/decisions/0014-invoices.md.
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-bengali/400Regular/NotoSansBengali_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-bengali/700Bold/NotoSansBengali_700Bold.ttf',
} as const;
export type FontWeight = keyof typeof FONT_FILES;

const require = createRequire(import.meta.url);

type Position = fontkit.GlyphPosition;

type Shaper = { font: hb.Font; buffer: hb.Buffer };

/** HarfBuzz's glyphs and positions for `text`, as the GlyphRun pdfkit reads from a fontkit font. */
function harfBuzzLayout(font: fontkit.Font, shaper: Shaper, text: string): fontkit.GlyphRun {
  // One buffer per font, emptied for each run (layout is synchronous), rather than one WASM allocation
  // per word left for the garbage collector to free.
  const { buffer } = shaper;
  buffer.reset();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(shaper.font, buffer);
  const infos = buffer.getGlyphInfos();
  const positions: Position[] = buffer.getGlyphPositions().map((p) => ({
    xAdvance: p.xAdvance,
    yAdvance: p.yAdvance,
    xOffset: p.xOffset,
    yOffset: p.yOffset,
  }));
  // Clusters are UTF-16 offsets. A glyph is mapped (for the PDF's ToUnicode fallback) to the character of
  // its cluster that the font's cmap gives it, if any: reordered and joined glyphs have no character of
  // their own, and the true text travels as ActualText (see pdf-text.ts).
  const starts = [...new Set(infos.map((i) => i.cluster))].sort((a, b) => a - b);
  const glyphs = infos.map((info) => {
    const end = starts[starts.indexOf(info.cluster) + 1] ?? text.length;
    const own = [...text.slice(info.cluster, end)]
      .map((c) => c.codePointAt(0)!)
      .find((cp) => font.glyphForCodePoint(cp).id === info.codepoint);
    return font.getGlyph(info.codepoint, own === undefined ? [] : [own]);
  });
  return {
    glyphs,
    positions,
    // A getter: pdfkit scales the positions in place after layout, and reads the width after that.
    get advanceWidth() {
      return positions.reduce((sum, p) => sum + p.xAdvance, 0);
    },
  } as unknown as fontkit.GlyphRun;
}

function shapedFont(file: string): fontkit.Font {
  const bytes = readFileSync(require.resolve(file));
  const font = fontkit.create(bytes) as fontkit.Font;
  const shaper = { font: new hb.Font(new hb.Face(new hb.Blob(bytes))), buffer: new hb.Buffer() };
  font.layout = (text: string) => harfBuzzLayout(font, shaper, text);
  return font;
}

let loaded: Record<FontWeight, fontkit.Font> | undefined;

/** The invoice's fonts, read once per process. */
export function invoiceFonts(): Record<FontWeight, fontkit.Font> {
  loaded ??= { regular: shapedFont(FONT_FILES.regular), bold: shapedFont(FONT_FILES.bold) };
  return loaded;
}
