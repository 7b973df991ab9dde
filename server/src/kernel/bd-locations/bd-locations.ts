import { createRequire } from 'node:module';
import type { BdLocations, DeliveryZone, Location } from '@bulkbazar/contract';
import { BENGALI_AREAS } from './bengali-areas.js';
import { BENGALI_DISTRICTS, BENGALI_DIVISIONS } from './bengali-names.js';
import { DHAKA_CITY_THANAS } from './dhaka-thanas.js';
import { officialName } from './official-names.js';

// Bangladesh's division → district → upazila/thana lists, shipped with the app: the 495 upazilas and the
// metropolitan thanas of Chattogram, Rajshahi and Khulna from the npm package @bangladeshi/bangladesh-address
// (MIT; compiled from the government's lists, updated July 2021), Dhaka city's 50 thanas from the DMP.
// Read as data files: the package's JavaScript entry point is not part of its published build.
const require = createRequire(import.meta.url);
type Upazila = { upazila: string; district: string; division: string };
type Thana = { thana: string; district: string; division: string };
const UPAZILAS = require('@bangladeshi/bangladesh-address/build/src/json/bd-upazila.json') as Upazila[];
const THANAS = require('@bangladeshi/bangladesh-address/build/src/json/bd-thana.json') as Thana[];

export const placesSource =
  'Upazilas and metropolitan thanas: @bangladeshi/bangladesh-address 2.1.0 (government lists, July 2021), their Bengali names from bd-geojs 1.0.1 (nuhil/bangladesh-geocode); Dhaka city thanas: Dhaka Metropolitan Police';

/** Dhaka's suburbs for delivery charges: Dhaka district outside the city, and its neighbours Gazipur and Narayanganj. */
const SUBURB_DISTRICTS = new Set(['Gazipur', 'Narayanganj']);

function zoneOf(district: string, kind: 'thana' | 'upazila'): DeliveryZone {
  if (district === 'Dhaka') return kind === 'thana' ? 'dhaka_city' : 'dhaka_suburbs';
  return SUBURB_DISTRICTS.has(district) ? 'dhaka_suburbs' : 'elsewhere';
}

/** A place's Bengali name: a place without one is a mistake in the lists, so the server does not start. */
function named(bn: string | undefined, place: string): string {
  if (!bn) throw new Error(`No Bengali name for ${place}: run src/cli/bengali-area-names.ts`);
  return bn;
}

function build(): BdLocations {
  const divisions = new Map<string, Map<string, BdLocations['divisions'][number]['districts'][number]>>();
  // The package's names (Comilla, Bogra, …) become today's official ones; Bengali names are keyed by the
  // package's spelling (bengali-areas.ts is generated from it).
  const districtOf = (packageDivision: string, packageDistrict: string) => {
    const division = officialName(packageDivision);
    const district = officialName(packageDistrict);
    if (!divisions.has(division)) divisions.set(division, new Map());
    const districts = divisions.get(division)!;
    if (!districts.has(district))
      districts.set(district, {
        name: district,
        bn: named(BENGALI_DISTRICTS[district], district),
        areas: [],
      });
    return districts.get(district)!;
  };
  const area = (name: string, bn: string | undefined, district: string, kind: 'thana' | 'upazila') => ({
    name: officialName(name),
    bn: named(bn ?? BENGALI_AREAS[`${district}|${name}`], name),
    kind,
    zone: zoneOf(district, kind),
  });
  for (const [name, bn] of DHAKA_CITY_THANAS)
    districtOf('Dhaka', 'Dhaka').areas.push(area(name, bn, 'Dhaka', 'thana'));
  for (const t of THANAS)
    if (t.district !== 'Dhaka')
      districtOf(t.division, t.district).areas.push(area(t.thana, undefined, t.district, 'thana'));
  for (const u of UPAZILAS)
    districtOf(u.division, u.district).areas.push(area(u.upazila, undefined, u.district, 'upazila'));
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');
  return {
    source: placesSource,
    divisions: [...divisions]
      .map(([name, districts]) => ({
        name,
        bn: named(BENGALI_DIVISIONS[name], name),
        districts: [...districts.values()]
          .map((d) => ({
            ...d,
            areas: d.areas.sort((a, b) => (a.kind === b.kind ? byName(a, b) : a.kind === 'thana' ? -1 : 1)),
          }))
          .sort(byName),
      }))
      .sort(byName),
  };
}

export const BD_LOCATIONS: BdLocations = build();

const key = (...parts: string[]) => parts.map((p) => p.trim().toLowerCase()).join('|');
const INDEX = new Map<string, Location & { zone: DeliveryZone }>();
for (const dv of BD_LOCATIONS.divisions)
  for (const ds of dv.districts)
    for (const a of ds.areas)
      INDEX.set(key(dv.name, ds.name, a.name), {
        division: dv.name,
        district: ds.name,
        area: a.name,
        zone: a.zone,
      });

/** The place as the lists spell it, with its delivery zone; undefined when it is not in the lists. */
export const findLocation = (loc: Location) => INDEX.get(key(loc.division, loc.district, loc.area));
