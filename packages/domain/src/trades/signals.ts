import { signalText } from '../text/signal-text';
import { TRADE_SAFETY_TIPS, type TradeSignalKind } from './messages';

/** One reason a message looks like a known campus-marketplace scam, with the tip to show for it. */
export interface TradeSafetySignal {
  kind: TradeSignalKind;
  tip: string;
}

export interface TradeSafetyOptions {
  /**
   * Whether the message is among a stranger's first messages in the chat. Moving to another app or
   * a phone number is ordinary between people who have met, so it is only a signal early on. The
   * function cannot know, so it assumes early unless told otherwise.
   */
  earlyInChat?: boolean;
}

/** A member's first messages in a chat, where moving to another app or a phone number is a signal. */
export const TRADE_EARLY_MESSAGES = 5;

const APP = String.raw`(?:zelle|cash ?app|cashapp|venmo|paypal|pay pal|apple ?pay|google ?pay|chime|\$[a-z][a-z0-9_]{2,})`;
const PAY = `(?:pay(?:ing|ment)?|send(?:ing)?|sent|transfer(?:ring)?|${APP})`;
const AHEAD = `(?:first(?! (?:come|served|time|thing|one|day|week|floor|year))|up ?front|up-front|in advance|ahead of time|beforehand|before (?:we|i|you|u) (?:meet|see|come|pick|get|show))`;
const TO_HOLD = `to (?:hold|reserve|secure|lock in|lock|save|keep) (?:it|this|them|the|my|your|ur|a|that)`;
const CLAUSE = String.raw`[^.?!\n]`;

/** Each kind's patterns, tried on a lowercased message whose quotes and spaces are made plain. */
const PATTERNS: Record<TradeSignalKind, RegExp[]> = {
  payFirst: [
    /\bdeposit(?:s|ed)?\b/,
    new RegExp(String.raw`\b${PAY}\b${CLAUSE}{0,30}\b${AHEAD}`),
    /\b(?:advance|upfront|up-front|up front) payment\b/,
    new RegExp(String.raw`\b(?:pay|send|venmo|zelle)\b${CLAUSE}{0,40}\b${TO_HOLD}`),
    /\bhold (?:it|this|them|the \w+) (?:for (?:you|u) )?(?:if|once|when) (?:you|u) (?:pay|send)\b/,
    /\b(?:pay|send|zelle|venmo)(?: me)? (?:half|part|some|50%|\$\d+) (?:now|today|tonight)\b/,
  ],
  paymentApp: [
    new RegExp(String.raw`\b${APP}${CLAUSE}{0,50}\b(?:deposit|${AHEAD}|${TO_HOLD})`),
    new RegExp(String.raw`\b(?:deposit|${AHEAD}|${TO_HOLD})${CLAUSE}{0,50}${APP}`),
  ],
  giftCard: [
    /\bgift ?cards?\b/,
    /\b(?:itunes|apple|steam|google play|amazon|ebay|sephora|target|walmart|visa) (?:gift )?(?:card|voucher)s?\b(?!.*\b(?:reader|holder|slot)\b)/,
  ],
  wireOrCrypto: [
    /\bwire (?:transfer|you|u|me|the (?:money|funds|payment|cash)|it to|money|funds|payment)\b/,
    /\b(?:western union|moneygram|bitcoin|btc|crypto(?:currency)?|usdt|tether|ethereum|eth|litecoin|dogecoin|coinbase|binance)\b/,
    /\bbank transfer\b/,
  ],
  verificationCode: [
    /\b(?:verification|verify|verifying|confirmation|security|auth|authentication|one[- ]time|6[- ]digit|six[- ]digit|google voice) (?:code|number|pin)s?\b/,
    /\bgoogle voice\b/,
    /\bcode (?:i|we|that|they|google|it) (?:just )?(?:sent|texted|send)\b/,
    /\bcode (?:you|u) (?:just )?(?:got|get|received|receive)\b/,
    /\b(?:get|got|receive|received) a (?:text|message|sms) with a code\b/,
    /\bcode\b[^\n]{0,40}\b(?:send|text|give) (?:it|that) (?:back|to me)\b/,
    /\b(?:send|give|tell|read|text|forward) me (?:back )?(?:the|that|ur|your|this) (?:\d[- ]?digit |six[- ]digit )?code\b/,
    /\bcode\b[^\n]{0,60}\b(?:you(?:'re| are)|ur|u r) (?:real|legit|a real|not a (?:bot|scammer|robot))\b/,
    /\b(?:you(?:'re| are)|ur|u r) (?:real|legit|not a (?:bot|scammer|robot))\b[^\n]{0,60}\bcode\b/,
  ],
  overpayment: [
    /\boverpa(?:y|id|ying|yment)\b/,
    /\b(?:refund|send|give|return|pay|venmo|zelle)(?: me| you| u)?(?: back)? (?:the|what'?s) (?:difference|extra|rest|balance|excess|leftover)\b/,
    /\b(?:cashier'?s|certified|bank) (?:check|cheque)\b/,
    /\bmoney order\b/,
    /\b(?:check|cheque|payment) (?:for|of) (?:more|extra)\b/,
    /\b(?:more|extra) than (?:the|your|ur) (?:asking )?price\b[^\n]{0,60}\b(?:back|return|refund)\b/,
  ],
  courier: [
    /\b(?:courier|movers?|moving company|shipping (?:agent|company)|delivery (?:agent|service|company|guy|person|driver)|pick-?up agent|my (?:agent|assistant|driver|shipper))\b[^.?!\n]{0,40}\b(?:pick|collect|come (?:get|grab|for)|grab|get it|get them|handle)\b/,
    /\b(?:pick|collect)(?:ed|s|ing)? (?:it |them |the \w+ )?up\b[^.?!\n]{0,30}\b(?:courier|movers?|moving company|shipping agent|delivery (?:agent|service|company))\b/,
    /\bi(?:'ll| will) (?:send|arrange|book) (?:a |an |my )?(?:courier|mover|movers|shipper|pick-?up agent|delivery (?:agent|service|driver))\b/,
  ],
  offPlatform: [
    /\b(?:text|call|whatsapp|message|msg|dm|reach|contact|hit|email|e-mail) me (?:up )?(?:on|at|via|through|@)\b/,
    /\bmy (?:cell|phone|number|#|whatsapp|telegram|email|e-mail)(?: number)? is\b/,
    /\b(?:whatsapp|telegram|wechat|kik|signal app|line app|google hangouts|hangouts)\b/,
    /\b(?:send|give|drop|share|what'?s|whats) (?:me )?(?:your|ur) (?:phone |cell )?(?:number|#|cell|email|e-mail|whatsapp|telegram)\b/,
    /\b(?:add|hmu|dm|message|find) me on (?:snap|snapchat|insta|ig|instagram|discord|telegram|whatsapp|facebook|fb|messenger)\b/,
    /\b(?:talk|chat|continue|move|text) (?:this )?(?:on|over|via|to) (?:text|sms|whatsapp|telegram|email|e-mail|another app|snap|instagram)\b/,
    /\bi (?:don'?t|do not|barely|rarely) (?:check|use|get on|come on) (?:this|the) (?:app|site)\b/,
    /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/,
    /\b[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}\b/,
  ],
};

const KIND_ORDER = Object.keys(PATTERNS) as TradeSignalKind[];

/**
 * The scam signals a chat message carries, each with its tip, in a fixed order. Pure and
 * synchronous: both the recipient's view and the composer run it on the same text. Nothing is
 * blocked on it; it only chooses which tips to show.
 */
export function tradeSafetySignals(text: string, options: TradeSafetyOptions = {}): TradeSafetySignal[] {
  const body = signalText(text);
  if (!body.trim()) return [];
  const early = options.earlyInChat ?? true;
  const kinds = KIND_ORDER.filter(
    (kind) => (kind !== 'offPlatform' || early) && PATTERNS[kind].some((p) => p.test(body)),
  );
  // The payment-app tip already says not to pay ahead, so the general one would repeat it.
  const shown = kinds.includes('paymentApp') ? kinds.filter((k) => k !== 'payFirst') : kinds;
  return shown.map((kind) => ({ kind, tip: TRADE_SAFETY_TIPS[kind] }));
}
