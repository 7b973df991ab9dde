// The government's English spellings since 2018 (Cabinet decision of April 2018: Chattogram, Cumilla,
// Bogura, Barishal, Jashore). The address package still carries four of the old ones; the lists the shop
// serves, and the places saved before (migration 0023), use the new ones.
export const OFFICIAL_SPELLINGS: Record<string, string> = {
  Comilla: 'Cumilla',
  Bogra: 'Bogura',
  Barisal: 'Barishal',
  Jessore: 'Jashore',
};

const OLD = new RegExp(`\\b(${Object.keys(OFFICIAL_SPELLINGS).join('|')})\\b`, 'g');

/** A division, district or area name with the old spellings replaced ("Comilla Sadar" → "Cumilla Sadar"). */
export const officialName = (name: string) => name.replace(OLD, (old) => OFFICIAL_SPELLINGS[old]!);
