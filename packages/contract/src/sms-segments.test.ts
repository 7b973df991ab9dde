import { describe, expect, it } from 'vitest';
import { smsSegments } from './sms-segments.js';

describe('SMS segment counting', () => {
  it('GSM-7: 160 characters in one message, 153 per part after that', () => {
    expect(smsSegments('')).toEqual({ encoding: 'gsm7', units: 0, segments: 1 });
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161))).toMatchObject({ segments: 2 });
    expect(smsSegments('a'.repeat(306))).toMatchObject({ segments: 2 });
    expect(smsSegments('a'.repeat(307))).toMatchObject({ segments: 3 });
  });

  it("GSM-7's extension characters (€ [ ] { } ~ ^ \\ |) take two places", () => {
    expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSegments(`${'a'.repeat(159)}[`)).toMatchObject({ units: 161, segments: 2 });
  });

  it('Bengali (or any character outside GSM-7) is UCS-2: 70 in one message, 67 per part', () => {
    const bn = 'আ';
    expect(smsSegments(bn.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(smsSegments(bn.repeat(71))).toMatchObject({ segments: 2 });
    expect(smsSegments(bn.repeat(134))).toMatchObject({ segments: 2 });
    expect(smsSegments(bn.repeat(135))).toMatchObject({ segments: 3 });
    // One non-GSM character (৳) turns a Latin text into UCS-2.
    expect(smsSegments(`${'a'.repeat(70)}৳`)).toMatchObject({ encoding: 'ucs2', segments: 2 });
  });

  it('counts UTF-16 code units: a character outside the BMP takes two', () => {
    expect(smsSegments('😀'.repeat(35))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(smsSegments('😀'.repeat(36))).toMatchObject({ units: 72, segments: 2 });
  });
});
