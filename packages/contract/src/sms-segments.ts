// How many SMS a text costs (3GPP TS 23.038). A text all in the GSM-7 alphabet goes 160 characters in one
// message and 153 per part once split (the rest carries the joining header); the extension table's characters
// take two places. Anything else — Bengali, ৳, an emoji — sends the whole text as UCS-2: 70 UTF-16 code units
// in one message, 67 per part.

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '^{}\\[~]|€\f';

export type SmsEncoding = 'gsm7' | 'ucs2';
export type SmsSegments = { encoding: SmsEncoding; units: number; segments: number };

/** The encoding, length in that encoding's units and number of SMS of `text`. */
export function smsSegments(text: string): SmsSegments {
  let gsmUnits = 0;
  for (const ch of text) {
    if (GSM7_BASIC.includes(ch)) gsmUnits += 1;
    else if (GSM7_EXTENSION.includes(ch)) gsmUnits += 2;
    else {
      const units = text.length; // UTF-16 code units, as UCS-2 (UTF-16 on the air) sends them
      return { encoding: 'ucs2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: 'gsm7', units: gsmUnits, segments: gsmUnits <= 160 ? 1 : Math.ceil(gsmUnits / 153) };
}
