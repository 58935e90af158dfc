// The big dataset's vocabulary: what students sell, ask and answer, in the words they use (so the
// full-text and trigram indexes see a realistic spread of common and rare words).

export interface ListingKind {
  category: string | null;
  /** Item names (the title's head). */
  items: readonly string[];
  /** Price range in dollars; null: no price (a question, a request). */
  price: readonly [number, number] | null;
  /** Share of the posts of this kind. */
  weight: number;
}

export const BRANDS = [
  'Ikea',
  'Target',
  'Dell',
  'Lenovo',
  'Apple',
  'Samsung',
  'Sony',
  'Bose',
  'Logitech',
  'Trek',
  'Schwinn',
  'Yamaha',
  'Fender',
  'Nike',
  'Patagonia',
  'North Face',
  'KitchenAid',
  'Keurig',
  'Dyson',
  'Nintendo',
  'Canon',
  'Texas Instruments',
  'Pearson',
  'McGraw Hill',
] as const;

export const SUBJECTS = [
  'Calculus',
  'Organic Chemistry',
  'General Chemistry',
  'Physics',
  'Biology',
  'Microeconomics',
  'Macroeconomics',
  'Statistics',
  'Linear Algebra',
  'Psychology',
  'Sociology',
  'Accounting',
  'Marketing',
  'Anatomy',
  'Spanish',
  'Philosophy',
  'Computer Science',
  'Data Structures',
  'Thermodynamics',
  'US History',
] as const;

export const KINDS: readonly ListingKind[] = [
  {
    category: 'books, movies, & music',
    items: ['textbook', 'solutions manual', 'lab manual', 'study guide', 'course reader', 'novel set'],
    price: [5, 180],
    weight: 18,
  },
  {
    category: 'furniture',
    items: [
      'desk',
      'standing desk',
      'couch',
      'futon',
      'bookshelf',
      'dresser',
      'mattress',
      'bed frame',
      'office chair',
      'gaming chair',
      'coffee table',
      'nightstand',
      'bean bag',
    ],
    price: [10, 350],
    weight: 16,
  },
  {
    category: 'computers & accessories',
    items: ['laptop', 'monitor', 'keyboard', 'mouse', 'printer', 'webcam', 'docking station', 'tablet'],
    price: [15, 1200],
    weight: 10,
  },
  {
    category: 'audio & speakers',
    items: ['headphones', 'earbuds', 'bluetooth speaker', 'soundbar', 'turntable'],
    price: [10, 300],
    weight: 5,
  },
  {
    category: 'housing & apartments',
    items: ['sublet', 'room for rent', 'studio sublease', 'apartment lease takeover', 'roommate wanted'],
    price: [350, 1400],
    weight: 8,
  },
  {
    category: 'clothing, shoes, & accessories',
    items: ['winter coat', 'rain jacket', 'sneakers', 'hoodie', 'backpack', 'boots', 'dress', 'suit'],
    price: [5, 150],
    weight: 9,
  },
  {
    category: 'sports & outdoors',
    items: ['bike', 'bike lock', 'kayak', 'tent', 'skateboard', 'tennis racket', 'golf clubs', 'helmet'],
    price: [10, 500],
    weight: 7,
  },
  {
    category: 'kitchen & dining',
    items: [
      'mini fridge',
      'microwave',
      'air fryer',
      'coffee maker',
      'rice cooker',
      'blender',
      'pots and pans',
    ],
    price: [5, 150],
    weight: 8,
  },
  {
    category: 'tickets',
    items: ['concert tickets', 'football tickets', 'basketball tickets', 'theater tickets', 'festival pass'],
    price: [15, 400],
    weight: 4,
  },
  {
    category: 'musical instruments',
    items: ['guitar', 'keyboard piano', 'saxophone', 'violin', 'ukulele', 'drum pad', 'amp'],
    price: [30, 900],
    weight: 3,
  },
  {
    category: 'school supplies',
    items: ['graphing calculator', 'lab coat', 'goggles', 'drafting kit', 'planner', 'clicker'],
    price: [3, 120],
    weight: 5,
  },
  {
    category: 'home decor',
    items: ['desk lamp', 'floor lamp', 'rug', 'mirror', 'string lights', 'poster', 'plants'],
    price: [3, 80],
    weight: 4,
  },
  {
    category: null,
    items: [
      'ride to the airport',
      'study group',
      'lost keys',
      'found wallet',
      'parking pass',
      'moving boxes',
      'tutor',
      'carpool',
    ],
    price: null,
    weight: 3,
  },
];

export const ADJECTIVES = [
  'barely used',
  'like new',
  'good condition',
  'gently used',
  'vintage',
  'cheap',
  'almost new',
  'old but works',
  'brand new',
  'slightly scratched',
  'great deal',
  'must go',
  'clean',
  'sturdy',
  'comfy',
] as const;

export const DETAILS = [
  'Used for one semester.',
  'Moving out at the end of the month.',
  'Pick up on campus or near the library.',
  'Cash or Venmo.',
  'Smoke-free and pet-free apartment.',
  'Price is negotiable.',
  'Price is firm.',
  'Message me if interested.',
  'Can deliver near the dorms.',
  'Comes with the original box.',
  'Still under warranty.',
  'No holds, first come first served.',
  'Graduating, everything must go.',
  'Works perfectly, minor wear.',
  'Bought it last fall and barely touched it.',
  'Available after 5 pm on weekdays.',
  'Meet at the student union.',
  'Includes charger and cable.',
  'Some highlighting inside, no missing pages.',
  'Fits in a dorm room.',
] as const;

export const PLACES = [
  'the stadium',
  'campus corner',
  'the library',
  'the union',
  'downtown',
  'the rec center',
];
export const MONTHS = ['January', 'March', 'May', 'June', 'August', 'December'];

export const COMMENTS = [
  'Is this still available?',
  'Would you take less for it?',
  'Can I pick it up tomorrow?',
  'Interested! Sent you a message.',
  'Does it come with the charger?',
  'What edition is it?',
  'How old is it?',
  'Any scratches or stains?',
  'Can you hold it until Friday?',
  'Where on campus can we meet?',
  'Still have it? I can pay cash today.',
  'Is the price negotiable?',
  'What are the dimensions?',
  'Is it the newest model?',
  'Yes, still available!',
  'Sorry, someone is picking it up tonight.',
  'Sure, message me.',
  'I can do a little less if you pick it up today.',
] as const;

export const MESSAGES = [
  'Hi! Is this still available?',
  'Yes it is.',
  'Great, when can we meet?',
  'How about tomorrow at 5 at the library?',
  'Works for me, see you then.',
  'Would you take a bit less?',
  'I can do that if you pick it up today.',
  'Sounds good!',
  'Running five minutes late, sorry.',
  "I'm here, by the front door.",
  'Thanks again!',
  'Do you still have the charger for it?',
  'Can you send another photo?',
  'Is it okay if my roommate picks it up?',
  'Venmo or cash?',
  'Cash is fine.',
] as const;

export const SEARCHES = [
  'desk',
  'mini fridge',
  'calculus textbook',
  'bike',
  'couch',
  'laptop',
  'sublet',
  'concert tickets',
  'graphing calculator',
  'winter coat',
  'microwave',
  'monitor',
  'mattress',
  'guitar',
  'desk lamp',
] as const;
