// Writes src/kernel/bd-locations/bengali-areas.ts: the Bengali name of every upazila and metropolitan thana of
// the lists the shop ships (@bangladeshi/bangladesh-address), taken from bd-geojs 1.0.1 (MIT; the
// nuhil/bangladesh-geocode data: each upazila's name and bn_name as its government portal,
// <upazila>.<district>.gov.bd, spells them). Run once when either list changes:
//   npx tsx src/cli/bengali-area-names.ts && npx prettier --write src/kernel/bd-locations/bengali-areas.ts
// The two lists spell many names differently (Burichong / Burichang), so a name is matched within its
// district: exactly, then by its consonants (see `skeleton`), then through RESOLVED, a table checked by hand.
// The few places the data set lacks (upazilas made since, police stations) come from PLACES_NOT_IN_SOURCE.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { districts, unions, upazillas } from 'bd-geojs';

const require = createRequire(import.meta.url);
type Upazila = { upazila: string; district: string };
type Thana = { thana: string; district: string };
const UPAZILAS = require('@bangladeshi/bangladesh-address/build/src/json/bd-upazila.json') as Upazila[];
const THANAS = require('@bangladeshi/bangladesh-address/build/src/json/bd-thana.json') as Thana[];

/** Districts the two lists spell differently: ours → the data set's. */
const SOURCE_DISTRICT: Record<string, string> = {
  Jhalokati: 'Jhalakathi',
  "Cox's Bazar": 'Coxsbazar',
  Khagrachari: 'Khagrachhari',
  Jessore: 'Jashore',
  Bogra: 'Bogura',
};

/** Checked by hand, district by district: our spelling → the data set's upazila (or, `union:`, its union). */
const RESOLVED: Record<string, string> = {
  'Bhola|Burhanuddin': 'Borhan Sddin',
  'Pirojpur|Kaukhali': 'Kawkhali',
  'Rangamati|Kaukhali': 'Kawkhali',
  'Chandpur|Haziganj': 'Hajiganj',
  'Comilla|Comilla Sadar South': 'Sadarsouth',
  'Khagrachari|Khagrachhari': 'Khagrachhari Sadar',
  'Khagrachari|Lakshmichhari': 'Laxmichhari',
  'Gazipur|Gazipur Sadar-Joydebpur': 'Gazipur Sadar',
  'Munshiganj|Lohajang': 'Louhajanj',
  'Munshiganj|Gazaria': 'Gajaria',
  'Rajbari|Goalandaghat': 'Goalanda',
  'Shariatpur|Jajira': 'Zajira',
  'Khulna|Dacope': 'Dakop',
  'Khulna|Paikgachha': 'Paikgasa',
  'Khulna|Phultala': 'Fultola',
  'Pabna|Ishwardi': 'Ishurdi',
  'Dinajpur|Phulbari': 'Fulbari',
  'Gaibandha|Fulchhari': 'Phulchari',
  'Sunamganj|Bishwamvarpur': 'Bishwambarpur',
  // Upazilas made from a union of the same name (2021): the union's name.
  "Cox's Bazar|Eidgaon": 'union:Eidgaon',
  'Sunamganj|Madhyanagar': 'union:Madhyanagar',
};

/**
 * Not in the data set: the metropolitan thanas of Chattogram, Rajshahi and Khulna and two of Dhaka's
 * neighbours (police stations, not upazilas), and upazilas made after it (Dasar 2021, Shaistaganj 2017;
 * Dakshin Sunamganj renamed Shantiganj 2021, which the data set still has under the old name), as each
 * district's portal (…gov.bd) names them. Narundi and Shahbazpur Town take the name of their union.
 */
const PLACES_NOT_IN_SOURCE: Record<string, string> = {
  'Chattogram|Kotwali': 'কোতোয়ালী',
  'Chattogram|Panchlaish': 'পাঁচলাইশ',
  'Chattogram|Chandgaon': 'চান্দগাঁও',
  'Chattogram|Bandar': 'বন্দর',
  'Chattogram|Pahartali': 'পাহাড়তলী',
  'Chattogram|Double Mooring': 'ডবলমুরিং',
  'Rajshahi|Boalia': 'বোয়ালিয়া',
  'Rajshahi|Rajpara': 'রাজপাড়া',
  'Khulna|Khulna Sadar': 'খুলনা সদর',
  'Khulna|Sonadanga': 'সোনাডাঙ্গা',
  'Khulna|Daulatpur': 'দৌলতপুর',
  'Gazipur|Tongi': 'টঙ্গী',
  'Narayanganj|Siddirgonj': 'সিদ্ধিরগঞ্জ',
  'Madaripur|Dasar': 'ডাসার',
  'Habiganj|Shaistagonj': 'শায়েস্তাগঞ্জ',
  'Sunamganj|Shanthiganj': 'শান্তিগঞ্জ',
  'Jamalpur|Narundi Police I.C': 'নরুন্দী পুলিশ তদন্ত কেন্দ্র',
  'Brahmanbaria|Shahbazpur Town': 'শাহবাজপুর টাউন',
};

/** A name's consonants, with the usual romanisation variants folded (gonj/ganj, uttar/north, chh/ch …). */
const skeleton = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/gonj/g, 'ganj')
    .replace(/uttar/, 'north')
    .replace(/dakkhin|dakshin/, 'south')
    .replace(/h/g, '')
    .replace(/([a-z])\1/g, '$1')
    .replace(/[aeiouy]/g, '');

const clean = (bn: string) => bn.replace(/\s+/g, ' ').trim();

export function bengaliAreaNames() {
  const districtId = new Map(districts.map((d) => [d.name, d.id]));
  const counts = { exact: 0, spelling: 0, resolved: 0, notInSource: 0 };
  const names: Record<string, string> = {};
  const places = [
    ...UPAZILAS.map((u) => ({ district: u.district, name: u.upazila })),
    ...THANAS.filter((t) => t.district !== 'Dhaka').map((t) => ({ district: t.district, name: t.thana })),
  ];
  for (const { district, name } of places) {
    const key = `${district}|${name}`;
    const id = districtId.get(SOURCE_DISTRICT[district] ?? district);
    if (!id) throw new Error(`District ${district} is not in bd-geojs`);
    const inDistrict = upazillas.filter((u) => u.district_id === id);
    const exact = inDistrict.find((u) => u.name.toLowerCase() === name.toLowerCase());
    const alike = inDistrict.filter((u) => skeleton(u.name) === skeleton(name));
    const resolved = RESOLVED[key];
    let bn: string | undefined;
    if (PLACES_NOT_IN_SOURCE[key]) {
      bn = PLACES_NOT_IN_SOURCE[key];
      counts.notInSource++;
    } else if (exact) {
      bn = exact.bn_name;
      counts.exact++;
    } else if (alike.length === 1) {
      bn = alike[0]!.bn_name;
      counts.spelling++;
    } else if (resolved?.startsWith('union:')) {
      bn = unions.find((u) => u.name === resolved.slice('union:'.length))?.bn_name;
      counts.resolved++;
    } else if (resolved) {
      bn = inDistrict.find((u) => u.name === resolved)?.bn_name;
      counts.resolved++;
    }
    if (!bn) throw new Error(`No Bengali name for ${key}`);
    names[key] = clean(bn);
  }
  return { names, counts, total: places.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { names, counts, total } = bengaliAreaNames();
  const out = fileURLToPath(new URL('../kernel/bd-locations/bengali-areas.ts', import.meta.url));
  const lines = Object.entries(names).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`);
  writeFileSync(
    out,
    [
      '// Generated by src/cli/bengali-area-names.ts from bd-geojs 1.0.1 (the nuhil/bangladesh-geocode data, MIT):',
      `// ${total} places — ${counts.exact} matched by name, ${counts.spelling} by spelling variant, ${counts.resolved} resolved by hand`,
      `// within their district, ${counts.notInSource} not in the data set (named in the script). Do not edit by hand.`,
      '',
      '/** Bengali name of each upazila and metropolitan thana, keyed `District|Area` as the address lists spell them. */',
      'export const BENGALI_AREAS: Record<string, string> = {',
      ...lines,
      '};',
      '',
    ].join('\n'),
  );
  console.log(`${total} places: ${JSON.stringify(counts)} → ${out}`);
}
