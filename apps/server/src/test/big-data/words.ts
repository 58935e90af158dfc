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

/** One kind of listing: its category, price range, share and item names (', ' between them). */
const kind = (
  category: string | null,
  price: ListingKind['price'],
  weight: number,
  items: string,
): ListingKind => ({
  category,
  items: items.split(', '),
  price,
  weight,
});

export const KINDS: readonly ListingKind[] = [
  kind(
    'books, movies, & music',
    [5, 180],
    18,
    'textbook, solutions manual, lab manual, study guide, course reader, novel set',
  ),
  kind(
    'furniture',
    [10, 350],
    16,
    'desk, standing desk, couch, futon, bookshelf, dresser, mattress, bed frame, office chair, gaming chair, coffee table, nightstand, bean bag',
  ),
  kind(
    'computers & accessories',
    [15, 1200],
    10,
    'laptop, monitor, keyboard, mouse, printer, webcam, docking station, tablet',
  ),
  kind('audio & speakers', [10, 300], 5, 'headphones, earbuds, bluetooth speaker, soundbar, turntable'),
  kind(
    'housing & apartments',
    [350, 1400],
    8,
    'sublet, room for rent, studio sublease, apartment lease takeover, roommate wanted',
  ),
  kind(
    'clothing, shoes, & accessories',
    [5, 150],
    9,
    'winter coat, rain jacket, sneakers, hoodie, backpack, boots, dress, suit',
  ),
  kind(
    'sports & outdoors',
    [10, 500],
    7,
    'bike, bike lock, kayak, tent, skateboard, tennis racket, golf clubs, helmet',
  ),
  kind(
    'kitchen & dining',
    [5, 150],
    8,
    'mini fridge, microwave, air fryer, coffee maker, rice cooker, blender, pots and pans',
  ),
  kind(
    'tickets',
    [15, 400],
    4,
    'concert tickets, football tickets, basketball tickets, theater tickets, festival pass',
  ),
  kind(
    'musical instruments',
    [30, 900],
    3,
    'guitar, keyboard piano, saxophone, violin, ukulele, drum pad, amp',
  ),
  kind(
    'school supplies',
    [3, 120],
    5,
    'graphing calculator, lab coat, goggles, drafting kit, planner, clicker',
  ),
  kind('home decor', [3, 80], 4, 'desk lamp, floor lamp, rug, mirror, string lights, poster, plants'),
  kind(
    null,
    null,
    3,
    'ride to the airport, study group, lost keys, found wallet, parking pass, moving boxes, tutor, carpool',
  ),
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
