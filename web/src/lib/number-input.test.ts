import { describe, expect, it } from 'vitest';
import { latinNumberText, parseTypedNumber, typedNumber } from './number-input';

describe('number fields', () => {
  it('read Bengali and Latin digits, with lakh commas and spaces', () => {
    expect(parseTypedNumber('১২৫')).toBe(125);
    expect(parseTypedNumber('১,২৫,০০০.৫০')).toBe(125000.5);
    expect(parseTypedNumber(' 1,200 ')).toBe(1200);
    expect(parseTypedNumber('')).toBeNaN();
    expect(parseTypedNumber('১২ক')).toBeNaN();
  });

  it('hand the URL and the API Latin digits', () => {
    expect(latinNumberText('৫০০')).toBe('500');
    expect(latinNumberText('')).toBe('');
  });

  it('give react-hook-form the empty value for an empty field, else the number', () => {
    expect(typedNumber(undefined).setValueAs('')).toBeUndefined();
    expect(typedNumber(null).setValueAs('')).toBeNull();
    expect(typedNumber(null).setValueAs('৪৮')).toBe(48);
    expect(typedNumber(undefined).setValueAs(12)).toBe(12);
  });
});
