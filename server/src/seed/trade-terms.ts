/**
 * Wholesale terms of some demo listings, by product name: the pack or carton size (`pack`, the MOQ is a
 * multiple of it), volume prices as [from quantity, taka per unit] and, for a few, a cap per order. Every
 * category has some; the listing schema checks them with the contract's listingRuleIssues, as a seller's form.
 */
export type TradeTerms = { pack: number; tiers: [minQuantity: number, price: number][]; cap?: number };

export const SEED_TERMS: Record<string, TradeTerms> = {
  // Electronics & Gadgets
  '20W USB-C Fast Charger': {
    pack: 50,
    tiers: [
      [300, 305],
      [1000, 290],
    ],
  },
  'Bluetooth Neckband Earphones': {
    pack: 50,
    tiers: [
      [200, 430],
      [500, 410],
    ],
    cap: 1000,
  },
  'Type-C Braided Cable 1m': {
    pack: 200,
    tiers: [
      [1000, 88],
      [2000, 85],
      [4000, 82],
    ],
  },
  'Wireless Optical Mouse': {
    pack: 10,
    tiers: [
      [100, 365],
      [300, 350],
    ],
  },
  // Home & Kitchen Appliances
  'Electric Kettle 1.8L': {
    pack: 12,
    tiers: [
      [48, 860],
      [120, 830],
    ],
  },
  'Non-Stick Fry Pan 26cm': {
    pack: 6,
    tiers: [
      [72, 625],
      [144, 600],
    ],
  },
  'Room Heater Fan': {
    pack: 6,
    tiers: [
      [24, 1400],
      [60, 1350],
    ],
    cap: 120,
  },
  // Fashion & Apparel
  'Cotton Panjabi (Assorted)': {
    pack: 10,
    tiers: [
      [100, 750],
      [300, 720],
    ],
  },
  "Men's Polo Shirt": {
    pack: 50,
    tiers: [
      [300, 400],
      [1000, 380],
    ],
  },
  'Cotton Lungi (Checked)': {
    pack: 20,
    tiers: [
      [200, 250],
      [500, 240],
      [1000, 230],
    ],
  },
  "Kids' Winter Hoodie": {
    pack: 12,
    tiers: [
      [96, 520],
      [240, 500],
    ],
  },
  // Industrial Machinery & Tools
  'Safety Helmet (ABS)': {
    pack: 50,
    tiers: [
      [300, 200],
      [1000, 190],
    ],
  },
  'Industrial Extension Board': {
    pack: 20,
    tiers: [
      [100, 520],
      [200, 505],
    ],
  },
  'Cordless Drill 18V': {
    pack: 5,
    tiers: [
      [20, 6600],
      [50, 6400],
    ],
    cap: 100,
  },
  // Health & Beauty
  'Herbal Face Wash 100ml': {
    pack: 48,
    tiers: [
      [288, 138],
      [960, 130],
    ],
  },
  'Coconut Hair Oil 200ml': {
    pack: 24,
    tiers: [
      [240, 158],
      [720, 150],
    ],
  },
  'Surgical Face Mask (50 pcs)': {
    pack: 50,
    tiers: [
      [500, 112],
      [2000, 105],
    ],
    cap: 5000,
  },
  'Glycerin Soap 100g': {
    pack: 72,
    tiers: [
      [720, 45],
      [1440, 42],
      [2880, 40],
    ],
  },
  // Automotive Parts & Accessories
  'Engine Oil 20W-50 1L': {
    pack: 12,
    tiers: [
      [96, 505],
      [240, 490],
    ],
  },
  'Motorcycle Brake Shoe Set': {
    pack: 25,
    tiers: [
      [250, 248],
      [500, 238],
    ],
  },
  'Microfiber Cleaning Cloth (10 pcs)': {
    pack: 20,
    tiers: [
      [100, 315],
      [200, 300],
    ],
  },
  // Office Supplies & Stationery
  'A4 Copy Paper 80gsm (Ream)': {
    pack: 5,
    tiers: [
      [100, 545],
      [250, 530],
      [500, 515],
    ],
  },
  'Ballpoint Pen (Box of 50)': {
    pack: 20,
    tiers: [
      [100, 240],
      [400, 228],
    ],
  },
  'Spiral Notebook 200 pages': {
    pack: 50,
    tiers: [
      [500, 80],
      [2000, 76],
    ],
  },
  // Food & Groceries
  'Soybean Oil 5L (Fortified)': {
    pack: 4,
    tiers: [
      [40, 845],
      [120, 830],
    ],
  },
  'Atta (Whole Wheat Flour) 2kg': {
    pack: 10,
    tiers: [
      [200, 111],
      [500, 107],
    ],
  },
  'Black Tea CTC 400g': {
    pack: 24,
    tiers: [
      [240, 262],
      [720, 254],
    ],
  },
  'Iodised Salt 1kg': {
    pack: 25,
    tiers: [
      [500, 40],
      [2000, 38],
    ],
  },
};

/** The listing form's fields for a product's terms (none: packs of one, no tiers, no cap). */
export function termsInput(productName: string) {
  const terms = SEED_TERMS[productName];
  return {
    orderIncrement: terms?.pack ?? 1,
    maxOrderQuantity: terms?.cap ?? null,
    priceTiers: (terms?.tiers ?? []).map(([minQuantity, price]) => ({ minQuantity, price })),
  };
}
