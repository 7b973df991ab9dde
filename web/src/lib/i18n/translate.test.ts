import { describe, expect, it } from 'vitest';
import { interpolate, mergeMessages, translate } from './translate';

const plurals = new Intl.PluralRules('en');
const messages = {
  nav: { home: 'Home', brandHome: '{{brand}} home' },
  form: { stars_one: '{{count}} star', stars_other: '{{count}} stars', hint: '{{count}} of {{max}}' },
};

describe('translate', () => {
  it('finds a text by its dotted key and fills in its parameters', () => {
    expect(translate(messages, plurals, 'nav.home')).toBe('Home');
    expect(translate(messages, plurals, 'nav.brandHome', { brand: 'BulkBazar' })).toBe('BulkBazar home');
  });

  it('picks the plural form for a numeric count', () => {
    expect(translate(messages, plurals, 'form.stars', { count: 1 })).toBe('1 star');
    expect(translate(messages, plurals, 'form.stars', { count: 4 })).toBe('4 stars');
    expect(translate(messages, plurals, 'form.hint', { count: 2, max: 4 })).toBe('2 of 4');
  });

  it('answers undefined for a key it does not have, or one that names a section', () => {
    expect(translate(messages, plurals, 'nav.missing')).toBeUndefined();
    expect(translate(messages, plurals, 'nav')).toBeUndefined();
    expect(translate(messages, plurals, 'nav.home.deeper')).toBeUndefined();
  });
});

describe('interpolate', () => {
  it('leaves the text unescaped (React escapes) and blanks a missing parameter', () => {
    expect(interpolate('{{name}} & co', { name: '<Health & Beauty>' })).toBe('<Health & Beauty> & co');
    expect(interpolate('Hello {{name}}!')).toBe('Hello !');
  });
});

describe('mergeMessages', () => {
  it('adds sections and keys without changing its inputs', () => {
    const base = { nav: { home: 'Home' } };
    const merged = mergeMessages(base, { nav: { about: 'About' }, footer: { shop: 'Shop' } });
    expect(merged).toEqual({ nav: { home: 'Home', about: 'About' }, footer: { shop: 'Shop' } });
    expect(base).toEqual({ nav: { home: 'Home' } });
  });
});
