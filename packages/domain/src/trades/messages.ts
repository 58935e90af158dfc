// Safe trades: no spec text, so written here in the spec's plain voice.

/** The kinds of scam a chat message can point to, in the order their tips are shown. */
export const TRADE_SIGNAL_KINDS = [
  'payFirst',
  'paymentApp',
  'giftCard',
  'wireOrCrypto',
  'verificationCode',
  'overpayment',
  'courier',
  'offPlatform',
] as const;
export type TradeSignalKind = (typeof TRADE_SIGNAL_KINDS)[number];

/** One tip per kind: what to do, and why, without blaming the person who wrote the message. */
export const TRADE_SAFETY_TIPS: Record<TradeSignalKind, string> = {
  payFirst: "Don't pay before you meet and see the item. A deposit to hold it is the most common scam.",
  paymentApp:
    "Money sent on Zelle, Cash App, Venmo or PayPal can't be taken back. Pay in person, once you have the item.",
  giftCard: 'No real buyer or seller pays with gift cards. Someone who asks for them is running a scam.',
  wireOrCrypto: "A wire transfer or crypto can't be undone or traced. Pay in person, once you have the item.",
  verificationCode: 'Never share a code you receive by text: it lets someone take over your number.',
  overpayment:
    'Never accept more than the price and send back the difference: the payment bounces later and you lose what you sent.',
  courier:
    'Meet the other student yourself. A courier or mover picking up is how someone takes an item without paying.',
  offPlatform:
    "Keep talking here until you've met. Moving to text or another app is how scams avoid being reported.",
};

/** The same tips as the campus Trust and Safety page lists them, each with a short heading. */
export const TRADE_SAFETY_TIP_HEADINGS: Record<TradeSignalKind, string> = {
  payFirst: 'Pay when you meet',
  paymentApp: 'Payment apps are for people you know',
  giftCard: 'No gift cards',
  wireOrCrypto: 'No wire transfers or crypto',
  verificationCode: 'Never share a code',
  overpayment: 'No overpayments',
  courier: 'Meet in person',
  offPlatform: 'Keep the chat here',
};

/** Around the tips in a chat. */
export const TRADE_TIP_MESSAGES = {
  /** Heading of a tip under a message from the other person. */
  tipLabel: 'Safety tip',
  /** Under the tip's heading: the tip is the site's, not the message's sender's. */
  tipSource: (senderFirstName: string) => `Added by the site, not written by ${senderFirstName}.`,
  report: 'Report',
  reportLabel: 'Report this message as a scam',
  /** Above the composer while a draft carries a signal, until such a message is sent. */
  composerLabel: 'Before you send',
} as const;

/** The campus Trust and Safety page's part about safe trades. */
export const SAFE_TRADES_PAGE_MESSAGES = {
  spotsTitle: 'Safe meeting spots',
  spotsIntro: (campus: string) =>
    `Meet at one of these places at ${campus}. They are public and busy, and you can pick one when you suggest a meetup in a chat.`,
  noSpots: 'Meet in a busy, public place on campus, in daylight, and bring a friend if you can.',
  tipsTitle: 'Safety tips',
  tipsIntro:
    'A chat shows one of these tips under a message that looks like a known scam, with a button to report it.',
} as const;
