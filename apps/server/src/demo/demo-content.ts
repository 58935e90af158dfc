// The words of the demo campus: people, what they sell (by category, with a believable price
// range), and what they say in comments and messages. Plain text; the factories wrap it in Lexical.

import listings from './demo-listings.json' with { type: 'json' };

interface Listing {
  category: string;
  items: readonly string[];
  price: [number, number];
}

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

/** What sells in each category: item names and a price range in dollars (kept as data, in JSON). */
export const LISTINGS: readonly Listing[] = listings.map((l) => ({
  ...l,
  price: [l.price[0]!, l.price[1]!],
}));

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
