// The table the mischief suite (e2e/mischief.spec.ts) runs over: every form and composer the app
// renders, how to reach it, its fields and their kind, how to submit it, and how to count what it
// wrote (in the database, whatever the page shows). A form the source renders without a row here
// (or in NOT_DESCRIBED, with the reason) fails the suite's completeness test.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ACCOUNT_FORMS } from './account-forms';
import { ADMIN_MONEY_FORMS } from './admin-money-forms';
import { AUTOMOD_FORMS } from './automod-forms';
import { AWAY_FORMS } from './away-forms';
import { CHOICE_FORMS } from './choice-forms';
import { CONTENT_FORMS } from './content-forms';
import { OFFER_FORMS } from './offer-forms';
import { OIDC_FORMS } from './oidc-forms';
import { SSO_FORMS } from './sso-forms';
import { STANDING_FORMS } from './standing-forms';

/** The tricks a student plays on a form. */
export const MISCHIEF = [
  'double submit',
  'back and forward',
  'reload mid-way',
  'long paste',
  'odd numbers',
] as const;
export type Mischief = (typeof MISCHIEF)[number];

/** An account made for one test (one that is deleted, or whose password or e-mail changes). */
export interface Newcomer {
  id: string;
  username: string;
  email: string;
  /** A page of a browser signed in as the newcomer, at the project's width. */
  page: Page;
}

/** What one test has to work with: its page, the worker's members and a post to act on. */
export interface MischiefContext {
  page: Page;
  /** The member who plays the mischief (signed in on `page`). */
  me: { id: string; username: string; email: string };
  /** Another member of the campus, author of the posts `me` comments on and reports. */
  other: { id: string; username: string; email: string; page: Page };
  /** A post of `other` shared by the worker's tests (comments are counted by their text). */
  sharedPostId: string;
  /** A new post of `other` (a report per target is one open row: each report test needs its own). */
  freshPost: () => Promise<string>;
  /** A new post of `me` (to edit). */
  ownPost: () => Promise<string>;
  /** A chat of `me` with `other`. */
  chatId: () => Promise<string>;
  /** Unique to this test: the text it types carries it, so its writes can be counted. */
  tag: string;
  /** Reads the dev inbox. */
  request: APIRequestContext;
  /**
   * The test's own new account, signed up through the API on first call (the same one after):
   * verified unless `verified: false` (then its code mail is the newest to its address).
   */
  newcomer: (opts?: { verified?: boolean }) => Promise<Newcomer>;
  /** What a row's `open` learnt for its fields' values (a mailed code, a link). */
  memo: Record<string, string>;
}

export interface FieldDescriptor {
  /** How the field is found, by role and accessible name. */
  locate: (page: Page) => Locator;
  /** 'choice': a select, radios or a switch: set by `set`, never typed into. */
  kind: 'text' | 'rich text' | 'password' | 'number' | 'choice';
  /** The most characters the field takes (a text field with a limit gets the long paste). */
  limit?: number;
  /** A value the form accepts, carrying the test's tag where the field is a text. */
  valid: (tag: string, memo: Record<string, string>) => string;
  /** How a choice is made (a select's option, a radio or a switch, by `value`). */
  set?: (page: Page, value: string) => Promise<void>;
}

export interface FormDescriptor {
  name: string;
  /** Played in a browser signed in as nobody (sign-up, log-in). */
  signedOut?: boolean;
  /**
   * Played by someone else than the worker's member: the test's own newcomer (verified, or not yet:
   * the PIN), or the worker's other member made a site administrator.
   */
  as?: 'newcomer' | 'unverified newcomer' | 'administrator';
  /** The files under apps/web/src that render this form (the completeness test reads them). */
  sources: string[];
  /** Goes to the page and opens the form (a dialog, a reply box…). */
  open: (ctx: MischiefContext) => Promise<void>;
  fields: FieldDescriptor[];
  /** How the form is sent: a button, or Enter in its first field. */
  submit: { button: (page: Page) => Locator } | { enterIn: 0 };
  /** The sentence the form says once it has written. */
  done: (page: Page) => Locator;
  /**
   * What the form has written so far: a count of created rows ('create'), or the stored value
   * ('update', which must then equal what was typed).
   */
  writes: (ctx: MischiefContext) => Promise<string>;
  write: 'create' | 'update';
  /** The mischief that applies to this form (the others are said in `notApplicable`). */
  mischief: Mischief[];
  notApplicable?: Partial<Record<Mischief, string>>;
  /**
   * Why this form is another one at phone width (its own page, other buttons, another layout): the
   * phone project plays every trick on it. On a form that is the same at both widths it plays the
   * double tap only (the others are the same component doing the same thing).
   */
  phone?: string;
  /** A reload mid-way must bring the draft back (the composer and the chat box keep drafts). */
  draftSurvivesReload?: boolean;
  /** For an update: which field's value `writes` reads back (the first unless said). */
  storedField?: number;
  /** For an update whose stored value is not a typed one (a switch, a deletion): what it must read. */
  stored?: (tag: string) => string;
  /** For odd numbers: the stored number (as text) after a write, to compare with what was typed. */
  storedNumber?: (ctx: MischiefContext) => Promise<string>;
}

/** 600 readable characters: a long paste. */
export const LONG_PASTE = Array.from({ length: 60 }, (_, i) => `Paste ${String(i).padStart(3, '0')}.`)
  .join('')
  .slice(0, 600);
/** Numbers a student types into a number field. */
export const ODD_NUMBERS = ['12.50', '-5', '1e9', '99999999999', 'abc'] as const;

/**
 * Files the completeness test finds (a <form> or a submit handler) that are not forms that write,
 * each with why. A form in neither list fails it.
 */
export const NOT_DESCRIBED: Record<string, string> = {
  'features/auth/pages/auth-landing-page.tsx':
    'writes nothing: its e-mail box only asks whether the address has an account, then goes to log-in or sign-up (both have rows)',
  'features/search/components/search-bar.tsx': 'writes nothing to count; search.spec.ts plays it',
  'entities/offers/components/offer-card.tsx':
    'Counter offer and Confirm handoff (also on an accepted meetup) need an offer or meetup in a state per trick: offers.spec.ts plays them at both widths, offers.races.test.ts and meetup-handoff.test.ts their double taps',
};

export const FORMS: FormDescriptor[] = [
  ...CONTENT_FORMS,
  ...ACCOUNT_FORMS,
  ...CHOICE_FORMS,
  ...ADMIN_MONEY_FORMS,
  ...OFFER_FORMS,
  ...STANDING_FORMS,
  ...OIDC_FORMS,
  ...SSO_FORMS,
  ...AUTOMOD_FORMS,
  // Last: being away hides the member's posts, which the rows above act on.
  ...AWAY_FORMS,
];
