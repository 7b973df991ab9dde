import { describe, expect, it } from 'vitest';
import { BD_LOCATIONS, findLocation } from './bd-locations.js';

// Issue 28, items 20 and 22: the Bengali address picker names every place in Bengali, and districts carry
// their official spellings (2018: Cumilla, Bogura, Barishal, Jashore beside Chattogram).
const bengaliOnly = /^[\u0980-\u09FF\s.,()-]+$/;

const places = BD_LOCATIONS.divisions.flatMap((dv) =>
  dv.districts.flatMap((ds) => ds.areas.map((a) => ({ division: dv, district: ds, area: a }))),
);

describe('the places of /api/bd-locations', () => {
  it('names every division, district and area in Bengali letters', () => {
    expect(places.length).toBeGreaterThan(550);
    const english = places
      .filter((p) => !bengaliOnly.test(p.area.bn))
      .map((p) => `${p.district.name}|${p.area.name}`);
    expect(english).toEqual([]);
    for (const dv of BD_LOCATIONS.divisions) {
      expect(dv.bn).toMatch(bengaliOnly);
      for (const ds of dv.districts) expect(ds.bn).toMatch(bengaliOnly);
    }
  });

  it('names a district’s upazila by its district, not by a namesake elsewhere', () => {
    const bn = (district: string, area: string) =>
      places.find((p) => p.district.name === district && p.area.name === area)?.area.bn;
    expect(bn('Cumilla', 'Burichong')).toBe('বুড়িচং');
    expect(bn('Dhaka', 'Dhanmondi')).toBe('ধানমন্ডি');
    expect(bn('Chattogram', 'Double Mooring')).toBe('ডবলমুরিং');
    expect(bn('Sunamganj', 'Shanthiganj')).toBe('শান্তিগঞ্জ');
  });

  it('spells districts and divisions as the government does since 2018', () => {
    const districts = BD_LOCATIONS.divisions.flatMap((dv) => dv.districts.map((ds) => ds.name));
    expect(districts).toEqual(
      expect.arrayContaining(['Chattogram', 'Cumilla', 'Bogura', 'Barishal', 'Jashore']),
    );
    for (const old of ['Chittagong', 'Comilla', 'Bogra', 'Barisal', 'Jessore']) {
      expect(districts).not.toContain(old);
      expect(BD_LOCATIONS.divisions.map((dv) => dv.name)).not.toContain(old);
    }
    const sadars = places.map((p) => p.area.name).filter((n) => /Sadar/.test(n));
    expect(sadars).toEqual(
      expect.arrayContaining(['Cumilla Sadar', 'Bogura Sadar', 'Barishal Sadar', 'Jashore Sadar']),
    );
    expect(findLocation({ division: 'Rajshahi', district: 'Bogura', area: 'Bogura Sadar' })).toMatchObject({
      zone: 'elsewhere',
    });
  });
});
