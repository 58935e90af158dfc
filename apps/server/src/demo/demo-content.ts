// The words of the demo campus: people, what they sell (by category, with a believable price
// range), and what they say in comments and messages. Plain text; the factories wrap it in Lexical.

export const DEMO_PASSWORD = 'demo-pass-1';

export const FIRST_NAMES = [
  'Maya',
  'Ethan',
  'Olivia',
  'Noah',
  'Ava',
  'Liam',
  'Sofia',
  'Lucas',
  'Isabella',
  'Mason',
  'Mia',
  'Logan',
  'Amelia',
  'Elijah',
  'Harper',
  'James',
  'Evelyn',
  'Aiden',
  'Abigail',
  'Carter',
  'Emily',
  'Jayden',
  'Ella',
  'Daniel',
  'Chloe',
  'Gabriel',
  'Zoe',
  'Samuel',
  'Nora',
  'David',
  'Lily',
  'Jackson',
  'Hannah',
  'Owen',
  'Aria',
  'Wyatt',
  'Grace',
  'Julian',
  'Layla',
  'Isaac',
] as const;

export const LAST_NAMES = [
  'Chen',
  'Garcia',
  'Nguyen',
  'Patel',
  'Johnson',
  'Williams',
  'Brown',
  'Martinez',
  'Kim',
  'Lopez',
  'Davis',
  'Wilson',
  'Anderson',
  'Thomas',
  'Moore',
  'Jackson',
  'Lee',
  'Harris',
  'Clark',
  'Lewis',
] as const;

export const BIOS = [
  'Junior, engineering. Selling what no longer fits in my dorm.',
  'Grad student. Moving out in May, everything must go.',
  'Sophomore. Sneakers, games and the occasional textbook.',
  'Senior, business. Pick-up near the library.',
  'Freshman. Ask me anything about the bus routes.',
  'Nursing student. Quick replies, fair prices.',
];

/** What sells in each category: item names and a price range in dollars. */
export const LISTINGS: readonly { category: string; items: readonly string[]; price: [number, number] }[] = [
  {
    category: 'books, movies, & music',
    items: [
      'Calculus textbook, 8th edition',
      'Organic Chemistry book and solutions manual',
      'Intro to Psychology textbook',
      'Box of vinyl records',
      'Complete Harry Potter set',
    ],
    price: [8, 90],
  },
  {
    category: 'furniture',
    items: [
      'IKEA desk, white',
      'Futon that folds flat',
      'Bookshelf, 5 shelves',
      'Desk chair with lumbar support',
      'Small coffee table',
    ],
    price: [15, 120],
  },
  {
    category: 'computers & accessories',
    items: [
      'MacBook Air M1, 256 GB',
      'Mechanical keyboard',
      '27 inch monitor',
      'Wireless mouse, barely used',
      'USB-C dock',
    ],
    price: [15, 650],
  },
  {
    category: 'cell phones & accessories',
    items: [
      'iPhone 13, unlocked',
      'Phone case and charger bundle',
      'Pixel 7, great battery',
      'Wireless earbuds',
    ],
    price: [10, 420],
  },
  {
    category: 'clothing, shoes, & accessories',
    items: [
      'Winter jacket, size M',
      'Running shoes, size 10',
      'Game day jersey',
      'Rain boots, size 8',
      'Backpack, like new',
    ],
    price: [10, 80],
  },
  {
    category: 'kitchen & dining',
    items: ['Air fryer', 'Rice cooker', 'Set of pans', 'Coffee maker', 'Mini fridge'],
    price: [10, 90],
  },
  {
    category: 'home decor',
    items: ['String lights', 'Wall mirror', 'Floor lamp', 'Area rug 5x7', 'Plant with pot'],
    price: [5, 60],
  },
  {
    category: 'household',
    items: ['Vacuum cleaner', 'Laundry basket and hangers', 'Box fan', 'Shower caddy and towels'],
    price: [5, 50],
  },
  {
    category: 'sports & outdoors',
    items: ['Road bike, 54 cm', 'Yoga mat', 'Camping tent for two', 'Tennis racket', 'Longboard'],
    price: [10, 300],
  },
  {
    category: 'exercise',
    items: ['Adjustable dumbbells', 'Resistance bands', 'Pull-up bar'],
    price: [10, 120],
  },
  {
    category: 'video games & consoles',
    items: ['Nintendo Switch with two games', 'PS5 controller', 'Xbox Series S', 'Mario Kart 8'],
    price: [20, 320],
  },
  {
    category: 'tickets',
    items: [
      "Two tickets for Saturday's game",
      'Concert ticket, general admission',
      'Theatre tickets for Friday',
    ],
    price: [15, 150],
  },
  {
    category: 'school supplies',
    items: ['TI-84 calculator', 'Lab coat and goggles', 'Drafting kit', 'Planner and highlighters'],
    price: [5, 70],
  },
  {
    category: 'musical instruments',
    items: ['Acoustic guitar', 'Digital keyboard, 61 keys', 'Ukulele'],
    price: [30, 220],
  },
  {
    category: 'audio & speakers',
    items: ['Bluetooth speaker', 'Studio headphones', 'Soundbar'],
    price: [15, 150],
  },
  {
    category: 'tvs & media players',
    items: ['32 inch TV', 'Streaming stick', 'Projector'],
    price: [15, 180],
  },
  {
    category: 'cameras & photography',
    items: ['Canon DSLR with kit lens', 'Tripod', 'Instant camera'],
    price: [20, 400],
  },
  {
    category: 'housing & apartments',
    items: [
      'Summer sublease, 1 bedroom near campus',
      'Room in a 3 bedroom house',
      'Parking spot for the fall',
    ],
    price: [150, 900],
  },
  {
    category: 'toys, games, & hobbies',
    items: ['Board game collection', 'LEGO set, complete', '1000 piece puzzle'],
    price: [5, 80],
  },
  { category: 'health & beauty', items: ['Hair dryer', 'Electric toothbrush, new in box'], price: [5, 40] },
  { category: 'pet supplies', items: ['Cat tree', 'Dog crate, medium'], price: [10, 60] },
  { category: 'wearables', items: ['Apple Watch SE', 'Fitness tracker'], price: [25, 180] },
  {
    category: 'other',
    items: ['Moving boxes, free to a good home', 'Graduation gown', 'Parking permit for spring'],
    price: [0, 40],
  },
];

export const DETAILS = [
  'Works perfectly, pick up on campus.',
  'Barely used, selling because I am moving.',
  'Price is a little negotiable.',
  'Can meet at the student union this week.',
  'Smoke-free, pet-free room.',
  'First come, first served.',
  'Comes with everything in the photos.',
];

export const COMMENTS = [
  'Is this still available?',
  'Would you take a bit less?',
  'Can I pick it up tomorrow afternoon?',
  'Any scratches or damage?',
  'Interested! Sent you a message.',
  'How old is it?',
  'Do you still have the box?',
  'Great price.',
];

export const REPLIES = [
  'Yes, still available!',
  'I could do a little less if you pick it up today.',
  'Tomorrow works, message me.',
  'No damage at all.',
  'About a year old.',
  'Sorry, it is on hold for someone right now.',
];

export const CONVERSATION = [
  'Hi! Is the item from your post still for sale?',
  'Yes it is. When could you pick it up?',
  'Would Thursday after class work?',
  'Thursday is perfect. Meet at the library entrance?',
  'Sounds good, see you there.',
];

export const STATUS_POSTS = [
  'Anyone driving to the airport Friday? I can split gas.',
  'Lost a blue water bottle in the engineering building, let me know if you see it.',
  'Looking for a used graphing calculator before the exam.',
  'Who else is selling stuff before summer break?',
];
