import type { OrderStatus, PaymentMethod } from '@bulkbazar/contract';

/**
 * Where a seller order of the demo ends up: along the fulfilment path, cancelled by its buyer, or declined
 * by its seller with a reason.
 */
export type DemoOutcome = OrderStatus | 'declined';

/** One seller's part of a demo checkout: its lines (product name, quantity) and where it ends up. */
export type DemoSellerOrder = {
  outcome: DemoOutcome;
  lines: [productName: string, quantity: number][];
  /** A delivered cash-on-delivery order whose seller records the cash taken. */
  cashReceived?: true;
};

export type DemoCheckout = {
  /** Index into SEED_BUYERS. */
  buyer: number;
  payment: PaymentMethod;
  /** The label of one of the buyer's saved addresses (demo-buyers.ts); typed at checkout otherwise. */
  address?: string;
  /** In the order the buyer put the lines in; each part's products are one seller's (checked when seeding). */
  orders: DemoSellerOrder[];
  /** Online payments: what the payer did at the gateway (the seed's demo gateway answers so). */
  atGateway?: 'completed' | 'cancelled';
};

/**
 * The demo checkouts, newest first (17 hours apart): several lines from one seller, some spanning two sellers
 * (two orders), quantities on and between the volume tiers, every status, every payment method.
 */
export const DEMO_CHECKOUTS: DemoCheckout[] = [
  {
    // Paid online through bKash, then shipped by its seller.
    buyer: 2,
    payment: 'bkash_online',
    atGateway: 'completed',
    orders: [{ outcome: 'processing', lines: [['Electric Kettle 1.8L', 24]] }],
  },
  {
    // The payer cancelled on SSLCommerz's page: the order was cancelled and its stock released.
    buyer: 1,
    payment: 'sslcommerz',
    atGateway: 'cancelled',
    orders: [{ outcome: 'cancelled', lines: [['Stapler Heavy Duty', 24]] }],
  },
  {
    buyer: 0,
    payment: 'cod',
    address: 'Shop',
    orders: [
      {
        // Karim Traders: tier prices on all three lines.
        outcome: 'pending',
        lines: [
          ['20W USB-C Fast Charger', 300],
          ['Type-C Braided Cable 1m', 1000],
          ['Spiral Notebook 200 pages', 500],
        ],
      },
    ],
  },
  {
    buyer: 1,
    payment: 'bkash',
    orders: [
      // Dhaka Wholesale Hub, then Chattogram Supply Co.: one checkout, two orders.
      {
        outcome: 'processing',
        lines: [
          ['Electric Kettle 1.8L', 48],
          ['Coconut Hair Oil 200ml', 240],
        ],
      },
      { outcome: 'shipped', lines: [['Glycerin Soap 100g', 720]] },
    ],
  },
  {
    buyer: 2,
    payment: 'nagad',
    address: 'Office',
    orders: [
      {
        // Sylhet Fashion House.
        outcome: 'shipped',
        lines: [
          ["Men's Polo Shirt", 300],
          ["Kids' Winter Hoodie", 96],
          ['Ballpoint Pen (Box of 50)', 100],
        ],
      },
    ],
  },
  {
    buyer: 0,
    payment: 'cod',
    address: 'Warehouse',
    orders: [
      // Chattogram Supply Co. and Karim Traders.
      {
        outcome: 'delivered',
        lines: [
          ['Engine Oil 20W-50 1L', 96],
          ['Safety Helmet (ABS)', 300],
        ],
        cashReceived: true,
      },
      { outcome: 'delivered', lines: [['Motorcycle Brake Shoe Set', 250]] },
    ],
  },
  {
    buyer: 1,
    payment: 'rocket',
    address: 'Shop',
    orders: [
      {
        // Dhaka Wholesale Hub: two tier prices and one base price.
        outcome: 'delivered',
        lines: [
          ['Bluetooth Neckband Earphones', 200],
          ['Wireless Optical Mouse', 100],
          ['Industrial Extension Board', 40],
        ],
      },
    ],
  },
  {
    buyer: 2,
    payment: 'cod',
    // Sylhet Fashion House declines it: the stock of both lines goes back.
    orders: [
      {
        outcome: 'declined',
        lines: [
          ['Cordless Drill 18V', 20],
          ['LED Smart TV 32 inch', 5],
        ],
      },
    ],
  },
  {
    buyer: 0,
    payment: 'bkash',
    // Chattogram Supply Co.; its buyer cancels it before paying.
    orders: [
      {
        outcome: 'cancelled',
        lines: [
          ['Cotton Panjabi (Assorted)', 100],
          ['Cotton Lungi (Checked)', 500],
        ],
      },
    ],
  },
  {
    buyer: 1,
    payment: 'cod',
    orders: [
      // Karim Traders and Sylhet Fashion House.
      { outcome: 'delivered', lines: [['Herbal Face Wash 100ml', 288]] },
      {
        outcome: 'processing',
        lines: [
          ['Room Heater Fan', 24],
          ['Microfiber Cleaning Cloth (10 pcs)', 100],
        ],
      },
    ],
  },
  {
    buyer: 2,
    payment: 'nagad',
    // Dhaka Wholesale Hub.
    orders: [
      {
        outcome: 'delivered',
        lines: [
          ['Surgical Face Mask (50 pcs)', 500],
          ['12V Car Battery 70Ah', 4],
        ],
      },
    ],
  },
  {
    buyer: 0,
    payment: 'cod',
    address: 'Shop',
    // Chattogram Supply Co.: a tier price and a base price.
    orders: [
      {
        outcome: 'shipped',
        lines: [
          ['A4 Copy Paper 80gsm (Ream)', 100],
          ['Non-Stick Fry Pan 26cm', 36],
        ],
      },
    ],
  },
  {
    buyer: 1,
    payment: 'cod',
    // Karim Traders: a one-line order, as before the cart.
    orders: [{ outcome: 'delivered', lines: [['Blender 3-in-1 750W', 6]] }],
  },
];
