import type { CategorySlug } from '@bulkbazar/contract';
import { SEED_SEARCH_DEMO } from './catalog-search-demo.js';
import type { SeedItem } from './seed-item.js';

// Demo catalog: seven listings per category, priced like a Dhaka wholesale market (taka per unit).
export type { SeedItem };

export const SEED_CATALOG: Record<CategorySlug, SeedItem[]> = {
  'electronics-gadgets': [
    [
      '20W USB-C Fast Charger',
      'Walton',
      320,
      100,
      5000,
      'PD 3.0 wall charger with BD plug, 12-month replacement warranty, boxed for retail.',
    ],
    [
      'Bluetooth Neckband Earphones',
      'Symphony',
      450,
      50,
      2400,
      'Magnetic earbuds, 20-hour battery, IPX4 sweat resistance. Sold in cartons of 50.',
    ],
    [
      '10000mAh Power Bank',
      'Xiaomi',
      1150,
      20,
      900,
      'Dual USB output, 18W fast charging, aluminium shell. Official importer stock.',
    ],
    [
      'LED Smart TV 32 inch',
      'Walton',
      14800,
      5,
      120,
      'HD Ready Android TV with Google Play, 2 HDMI, wall mount included.',
    ],
    [
      'Type-C Braided Cable 1m',
      'Baseus',
      95,
      200,
      12000,
      'Nylon braided, 3A charging, data sync. Polybag packed, 200 pieces per box.',
    ],
    [
      'Wireless Optical Mouse',
      'A4Tech',
      380,
      50,
      1800,
      '2.4GHz receiver, 1200 DPI, silent clicks, AA battery included.',
    ],
    [
      'Smart Watch Fitness Band',
      'Kieslect',
      1650,
      10,
      400,
      'Heart rate, SpO2, 14-day battery, Bangla notification support.',
    ],
  ],
  'home-kitchen-appliances': [
    [
      'Electric Kettle 1.8L',
      'Miyako',
      890,
      24,
      1500,
      'Stainless steel body, auto shut-off, 1500W. Cartons of 12.',
    ],
    [
      'Non-Stick Fry Pan 26cm',
      'Kiam',
      650,
      36,
      2000,
      'Three-layer coating, induction base, bakelite handle.',
    ],
    ['Rice Cooker 2.8L', 'Vision', 2350, 10, 600, 'Keep-warm function, steaming tray, aluminium inner pot.'],
    [
      'Blender 3-in-1 750W',
      'Jamuna',
      3200,
      6,
      250,
      'Grinder, juicer and chutney jar, copper motor, 2-year warranty.',
    ],
    [
      'Pressure Cooker 5L',
      'Hawkins',
      2750,
      10,
      300,
      'Aluminium, safety valve, gasket spare included. For gas and electric.',
    ],
    [
      'Melamine Dinner Set 32 pcs',
      'RFL',
      1850,
      10,
      450,
      'Food-grade melamine, floral print, gift box packaging.',
    ],
    [
      'Room Heater Fan',
      'Nova',
      1450,
      12,
      500,
      'Two heat settings, tip-over switch, 2000W, ideal for winter stock.',
    ],
  ],
  'fashion-apparel': [
    [
      'Cotton Panjabi (Assorted)',
      'Sylhet Fashion House',
      780,
      50,
      3000,
      'Premium cotton, embroidered collar, sizes 38-46 in each carton.',
    ],
    [
      "Men's Polo Shirt",
      'Cats Eye',
      420,
      100,
      6000,
      'Pique cotton, export quality, 6 colours, S-XXL ratio pack.',
    ],
    [
      'Ladies Three-Piece (Lawn)',
      'Aarong Wholesale',
      1250,
      30,
      1200,
      'Printed lawn kameez, dupatta and salwar, unstitched.',
    ],
    [
      'Denim Jeans Slim Fit',
      'Yellow',
      690,
      60,
      2400,
      'Stretch denim, 28-36 waist, stone wash. Garment export surplus.',
    ],
    [
      'Cotton Lungi (Checked)',
      'Standard',
      260,
      100,
      8000,
      'Soft handloom cotton, 2.25 m, colourfast checks.',
    ],
    ["Kids' Winter Hoodie", 'Lotto', 540, 48, 1600, 'Fleece lined, zip front, ages 4-12 assorted.'],
    ['Leather Sandals (Men)', 'Apex', 890, 24, 900, 'Genuine leather upper, cushioned sole, sizes 39-44.'],
  ],
  'industrial-machinery-tools': [
    ['Cordless Drill 18V', 'Bosch', 6800, 5, 150, 'Two batteries, charger and carry case, 13 mm chuck.'],
    ['Angle Grinder 850W', 'Makita', 4200, 5, 200, '115 mm disc, side handle, spindle lock. Workshop grade.'],
    [
      'Arc Welding Machine 200A',
      'Tolsen',
      11500,
      2,
      60,
      'IGBT inverter, hot start, anti-stick. 220V single phase.',
    ],
    ['Safety Helmet (ABS)', 'Karam', 210, 100, 4000, 'Ratchet adjustment, ventilated shell, BSTI compliant.'],
    [
      'Hand Tool Kit 108 pcs',
      'Stanley',
      5200,
      4,
      140,
      'Sockets, spanners, pliers and screwdrivers in a blow-moulded case.',
    ],
    [
      'Submersible Water Pump 1HP',
      'Gazi',
      9800,
      2,
      80,
      'Stainless impeller, 40 m head, thermal overload protection.',
    ],
    [
      'Industrial Extension Board',
      'Super Star',
      540,
      40,
      1100,
      'Six universal sockets, 2500W, heavy-duty 5 m cable.',
    ],
  ],
  'health-beauty': [
    [
      'Herbal Face Wash 100ml',
      'Meril',
      145,
      144,
      10000,
      'Neem and turmeric, gentle daily cleanser. 144 tubes per carton.',
    ],
    [
      'Coconut Hair Oil 200ml',
      'Parachute',
      165,
      120,
      9000,
      'Pure edible-grade coconut oil, flip-top bottle.',
    ],
    ['Hand Sanitizer 500ml', 'Savlon', 210, 60, 4000, '70% alcohol gel with pump, kills 99.9% of germs.'],
    ['Digital Thermometer', 'Omron', 320, 50, 1500, 'Flexible tip, 60-second reading, fever alarm.'],
    ['Sunscreen Lotion SPF 50', 'Lakme', 480, 48, 1200, 'Water resistant, non-greasy, for all skin types.'],
    ['Surgical Face Mask (50 pcs)', 'MedPro', 120, 100, 15000, 'Three-ply, BFE 98%, ear loops. Box of 50.'],
    [
      'Glycerin Soap 100g',
      'Tibet',
      48,
      288,
      20000,
      'Transparent glycerin bar, mild fragrance, individually wrapped.',
    ],
  ],
  'automotive-parts-accessories': [
    [
      'Motorcycle Helmet (Full Face)',
      'Steelbird',
      2450,
      10,
      350,
      'DOT certified, anti-scratch visor, sizes M-XL.',
    ],
    ['Engine Oil 20W-50 1L', 'Shell', 520, 48, 3000, 'Mineral oil for motorcycles and CNG auto-rickshaws.'],
    ['Car Phone Holder', 'Baseus', 390, 50, 1400, 'Dashboard and vent mount, one-hand release.'],
    ['Motorcycle Brake Shoe Set', 'Runner', 260, 100, 2600, 'Asbestos-free lining, fits 100-150 cc bikes.'],
    ['12V Car Battery 70Ah', 'Hamko', 8900, 4, 90, 'Maintenance-free, 18-month warranty, dry charged.'],
    ['LED Headlight Bulb H4', 'Philips', 1350, 20, 500, '6000K white, plug and play, fanless design.'],
    [
      'Microfiber Cleaning Cloth (10 pcs)',
      'Turtle',
      330,
      40,
      2200,
      '400 GSM, lint free, safe on paint and glass.',
    ],
  ],
  'office-supplies-stationery': [
    [
      'A4 Copy Paper 80gsm (Ream)',
      'Double A',
      560,
      50,
      4000,
      '500 sheets per ream, 5 reams per box, jam-free.',
    ],
    [
      'Ballpoint Pen (Box of 50)',
      'Matador',
      250,
      40,
      6000,
      'Smooth 0.7 mm tip, blue ink, made in Bangladesh.',
    ],
    ['Spiral Notebook 200 pages', 'Fresh', 85, 200, 12000, 'Ruled pages, laminated cover, 70 gsm paper.'],
    ['Stapler Heavy Duty', 'Kangaro', 420, 24, 800, 'Staples up to 100 sheets, metal body.'],
    ['Whiteboard 3x2 ft', 'Deli', 1450, 10, 300, 'Magnetic surface, aluminium frame, marker tray.'],
    ['Office Chair Mesh Back', 'Otobi', 6900, 4, 120, 'Lumbar support, height adjustable, nylon base.'],
    ['Calculator 12 Digit', 'Casio', 690, 30, 1000, 'Dual power, large display, tax and GT keys.'],
  ],
  // Listed last: the demo orders, reviews and requests for quotation pick listings by their place in the catalog.
  'food-groceries': [
    [
      'Soybean Oil 5L (Fortified)',
      'Rupchanda',
      860,
      8,
      1200,
      'Vitamin A fortified soybean oil in a 5-litre jar, 4 jars per carton. BSTI approved.',
    ],
    [
      'Atta (Whole Wheat Flour) 2kg',
      'Teer',
      115,
      50,
      6000,
      'Chakki-ground whole wheat flour, 2 kg pouch, 10 pouches per bale.',
    ],
    [
      'Red Lentils (Masoor Dal) 25kg',
      'Fresh',
      2750,
      4,
      240,
      'Bold-grain red lentils, machine cleaned and sorted, 25 kg sack.',
    ],
    [
      'Refined Sugar 50kg',
      'Deshbandhu',
      6250,
      2,
      150,
      'White refined sugar in a 50 kg sack, for sweet shops, bakeries and tea stalls.',
    ],
    [
      'Black Tea CTC 400g',
      'Ispahani Mirzapore',
      270,
      48,
      3000,
      'Strong CTC blend from Sylhet gardens, 400 g pack, 24 packs per carton.',
    ],
    [
      'Iodised Salt 1kg',
      'Molla',
      42,
      100,
      20000,
      'Vacuum-evaporated iodised salt, BSTI approved, 25 packets per bale.',
    ],
    ['Turmeric Powder 200g', 'Radhuni', 95, 40, 4000, 'Ground turmeric in a foil pack, 40 packs per carton.'],
  ],
};

/** A demo person; `phoneNumber`: a verified mobile number they sign in with by SMS code too (issue 32). */
export type SeedPerson = { name: string; email: string; phoneNumber?: string };

/** Two sellers take orders only from a minimum amount (taka) for their part of a checkout. */
export const SEED_SELLERS: (SeedPerson & { minOrderAmount?: number })[] = [
  { name: 'Karim Traders', email: 'karim.traders@example.com' },
  { name: 'Dhaka Wholesale Hub', email: 'hub@dhakawholesale.example.com', minOrderAmount: 10_000 },
  { name: 'Chattogram Supply Co.', email: 'sales@ctgsupply.example.com', minOrderAmount: 5_000 },
  { name: 'Sylhet Fashion House', email: 'orders@sylhetfashion.example.com' },
];

export const SEED_BUYERS: SeedPerson[] = [
  { name: 'Rahima Akter', email: 'rahima.akter@example.com', phoneNumber: '+8801711223344' },
  { name: 'Tanvir Hasan', email: 'tanvir.hasan@example.com' },
  { name: 'Nusrat Jahan', email: 'nusrat.jahan@example.com' },
];

/** Listings still waiting for review (the last one rejected with a reason), so moderation has work. */
export const SEED_UNREVIEWED: { category: CategorySlug; item: SeedItem }[] = [
  {
    category: 'electronics-gadgets',
    item: [
      'Solar Home Lantern',
      'Rahimafrooz',
      1250,
      20,
      400,
      'Rechargeable LED lantern with USB output, 8-hour backup.',
    ],
  },
  {
    category: 'fashion-apparel',
    item: [
      'Jute Shopping Bag (Printed)',
      'Golden Fibre',
      75,
      500,
      20000,
      'Eco-friendly jute bag with cotton handles, custom print available.',
    ],
  },
  {
    category: 'home-kitchen-appliances',
    item: ['Ceiling Fan 56 inch', 'GFC', 3650, 10, 250, 'Copper winding, energy saving, 3 blades.'],
  },
  {
    category: 'food-groceries',
    item: [
      'Mustard Oil 1L (Cold Pressed)',
      'Radhuni',
      310,
      48,
      2000,
      'Traditional ghani-pressed mustard oil.',
    ],
  },
];

// Listings named in Bengali, as many Dhaka traders write them (issue 15: search finds Bengali words). They are
// listed and approved after the catalog above and take part in no demo order.
export const SEED_BENGALI: { category: CategorySlug; item: SeedItem }[] = [
  {
    category: 'food-groceries',
    item: [
      'মিনিকেট চাল ৫০ কেজি',
      'রশিদ',
      3150,
      10,
      800,
      'বাছাই করা মিনিকেট চাল, ৫০ কেজির বস্তা। হোটেল, মেস ও দোকানের জন্য পাইকারি দরে।',
    ],
  },
  {
    category: 'home-kitchen-appliances',
    item: [
      'প্রেশার কুকার ৫ লিটার',
      'কিয়াম',
      1850,
      12,
      360,
      'অ্যালুমিনিয়ামের প্রেশার কুকার, সেফটি ভাল্ভসহ; প্রতি কার্টনে ১২টি।',
    ],
  },
  {
    category: 'fashion-apparel',
    item: [
      'জামদানি শাড়ি (হাতে বোনা)',
      'রূপগঞ্জ তাঁত',
      4200,
      5,
      150,
      'নারায়ণগঞ্জের তাঁতিদের হাতে বোনা সুতি জামদানি, ব্লাউজ পিসসহ।',
    ],
  },
  {
    category: 'office-supplies-stationery',
    item: [
      'খাতা ২০০ পৃষ্ঠা (ডজন)',
      'ফ্রেশ',
      540,
      20,
      3000,
      'রুলটানা ২০০ পৃষ্ঠার খাতা, মজবুত মলাট; স্কুল ও অফিসের জন্য ডজন হিসেবে বিক্রি।',
    ],
  },
  // Search in both languages (issue 34).
  ...SEED_SEARCH_DEMO,
];
