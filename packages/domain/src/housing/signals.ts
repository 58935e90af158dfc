import { signalText } from '../text/signal-text';
import { HOUSING_SAFETY_TIPS, type HousingSignalKind } from './messages';

/** One reason a housing message looks like a known rental scam, with the tip to show for it. */
export interface HousingSafetySignal {
  kind: HousingSignalKind;
  tip: string;
}

export interface HousingSafetyOptions {
  /** The listing's rent and the campus's housing median, in cents; the price signal needs both. */
  rentCents?: number | null;
  campusMedianCents?: number | null;
}

const C = String.raw`[^.?!\n]`;
const SEEN = `(?:view(?:ing|ed)?s?|see(?:n|ing)?|tour(?:ing|ed)?s?|showings?|show(?:ing|n)? (?:you|it|the)|look(?:ed|ing)? at|visit(?:ing|ed)?|walk-?through|meet(?:ing)?|check(?:ing)? (?:it|the place) out)`;
const MONEY = String.raw`(?:deposit|first month|1st month|rent|holding fee|hold fee|reservation fee|application fee|payment|money|\$\s?\d+|pay(?:ing)?|send(?:ing)?|zelle|venmo|cash ?app|paypal)`;
const AWAY = String.raw`(?:abroad|out of (?:the )?country|overseas|out of state|out of town|outside the (?:us|u\.s\.|country|states)|in (?:london|nigeria|dubai|canada|europe|asia|africa|the uk|germany|spain|france|italy|china|india)|on (?:a )?mission|deployed|relocated|moved (?:away|abroad|for work)|traveling for work|working (?:abroad|overseas|offshore))`;
const KEYS = `(?:keys?|key ?card|fob|access code|lockbox code)`;
const MAILED = `(?:mail(?:ed|ing)?|ship(?:ped|ping)?|post(?:ed)?|courier(?:ed)?|fedex(?:ed)?|ups|dhl|usps|send (?:you|u) (?:the|them)|sent to (?:you|u)|deliver(?:ed)?)`;

/** Each kind's patterns, tried on a lowercased message whose quotes and spaces are made plain. */
const PATTERNS: Record<Exclude<HousingSignalKind, 'farBelowMedian'>, RegExp[]> = {
  payBeforeViewing: [
    new RegExp(
      String.raw`\b${MONEY}\b${C}{0,60}\b(?:before|without|prior to|ahead of)(?: (?:you|u|we|i|anyone|any ?one|a|the|any|an))? (?:can )?(?:come )?${SEEN}`,
    ),
    new RegExp(
      String.raw`\b(?:before|without|prior to|ahead of)(?: (?:you|u|we|a|the|any|an))? ${SEEN}${C}{0,60}\b${MONEY}\b`,
    ),
    new RegExp(
      String.raw`\b(?:no|not doing|can'?t do|cannot do|unable to do|don'?t do)(?: any)? (?:viewings?|showings?|tours?|visits?|walk-?throughs?)\b${C}{0,80}\b${MONEY}`,
    ),
    new RegExp(
      String.raw`\b(?:can'?t|cannot|can not|unable to|not able to|won'?t be able to) (?:show|let you see|let you in|do a (?:viewing|tour|showing))${C}{0,80}\b${MONEY}`,
    ),
    new RegExp(
      String.raw`\b${MONEY}\b${C}{0,60}\b(?:and|then|once|after|so) (?:i|we)(?:'ll| will| can)? (?:mail|ship|send|post|courier|fedex)${C}{0,20}\b${KEYS}`,
    ),
    /\b(?:deposit|first month|holding fee)\b[^.?!\n]{0,40}\b(?:sight unseen|unseen)\b/,
  ],
  keysMailed: [
    new RegExp(String.raw`\b${AWAY}\b[^\n]{0,120}\b(?:${KEYS}|${MAILED} (?:you )?(?:the )?${KEYS})`),
    new RegExp(String.raw`\b${KEYS}\b[^\n]{0,120}\b${AWAY}\b`),
    new RegExp(
      String.raw`\b(?:mail|ship|post|courier|fedex|ups|dhl|overnight|send)(?:ed|ing)? (?:you |u )?(?:the |my |a |your )?(?:spare )?${KEYS}\b`,
    ),
    new RegExp(
      String.raw`\b${KEYS} (?:will|would|can|could|are going to|get|gets) (?:be )?(?:mailed|shipped|posted|couriered|fedexed|overnighted|sent (?:to you|to u|by mail|by post))`,
    ),
  ],
  wireOrGiftCard: [
    /\bwire (?:transfer|the (?:money|rent|deposit|funds|payment)|it|me|the first|rent|money|funds|the full)\b/,
    /\b(?:western union|moneygram|world ?remit|remitly|bitcoin|btc|crypto(?:currency)?|usdt|tether|ethereum|litecoin|coinbase|binance)\b/,
    /\bgift ?cards?\b(?! (?:holder|wallet|case|reader|slot))/,
    /\b(?:itunes|steam|google play|amazon|ebay|visa) (?:gift )?(?:cards?|vouchers?)\b/,
    /\b(?:international|overseas|foreign) (?:bank )?(?:transfer|account|payment)\b/,
  ],
  idBeforeViewing: [
    /\b(?:ssn|social security(?: number| #| no)?|social insurance number)\b/,
    /\b(?:photo|picture|pic|copy|scan|image|selfie)s? (?:of|with) (?:your |ur |a |the )?(?:id|i\.d\.|passport|driver'?s licen[cs]e|drivers licen[cs]e|license|student id|green card|visa)\b/,
    /\b(?:id|passport|licen[cs]e) (?:photo|picture|pic|scan|copy|selfie)s?\b/,
    /\b(?:send|text|email|e-mail|upload|give|forward) (?:me |us |over )?(?:your |ur )(?:id|passport|driver'?s licen[cs]e|bank statements?|bank (?:login|details|account)|credit card (?:number|details|info))\b/,
  ],
};

const KIND_ORDER = Object.keys(PATTERNS) as Exclude<HousingSignalKind, 'farBelowMedian'>[];

/** A campus's median rent means something from this many housing listings on. */
export const HOUSING_MEDIAN_MIN_LISTINGS = 5;

/** A rent at most half the campus's housing median is far below it. */
export function rentFarBelowMedian(
  rentCents: number | null | undefined,
  medianCents: number | null | undefined,
) {
  return Boolean(rentCents && medianCents && rentCents > 0 && rentCents * 2 <= medianCents);
}

/**
 * The rental-scam signals a chat message about a place carries, each with its tip, in a fixed
 * order; beside tradeSafetySignals, pure and synchronous in the same way. With the listing's rent
 * and the campus median, a rent far below it is one more signal.
 */
export function housingSafetySignals(
  text: string,
  options: HousingSafetyOptions = {},
): HousingSafetySignal[] {
  const body = signalText(text);
  if (!body.trim()) return [];
  const kinds: HousingSignalKind[] = KIND_ORDER.filter((kind) => PATTERNS[kind].some((p) => p.test(body)));
  if (rentFarBelowMedian(options.rentCents, options.campusMedianCents)) kinds.push('farBelowMedian');
  return kinds.map((kind) => ({ kind, tip: HOUSING_SAFETY_TIPS[kind] }));
}
