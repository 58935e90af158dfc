import { AUTH_MESSAGES } from '../accounts/messages';
import { UNIVERSITY_SIGN_IN_MESSAGES } from '../accounts/university-sign-in-messages';
import { ADS_MESSAGES } from '../ads/messages';
import { BOOK_MESSAGES } from '../books/messages';
import { CAMPUS_ADMIN_MESSAGES, DOMAINS_CONFIRMATION_WORD } from '../campuses/admin-messages';
import { CHAT_MESSAGES } from '../chats/schemas';
import { GEO_BLOCKED_CODE } from '../geo/geo-gate';
import { HOUSING_REFUSALS } from '../housing/refusals';
import { INSIGHTS_REFUSALS } from '../insights/refusals';
import { AWAY_MESSAGES } from '../listing-life/away-rules';
import { RENEW_MESSAGES } from '../listing-life/renew';
import { LISTING_MESSAGES, RATING_MESSAGES, SAVED_SEARCH_MESSAGES } from '../listings/messages';
import { MESSAGES } from '../messages';
import { MODERATION_MESSAGES } from '../moderation/actions';
import { AUTOMOD_REFUSALS } from '../moderation/automod-refusals';
import { REPORT_MESSAGES } from '../moderation/reports';
import { OFFER_REFUSALS } from '../offers/refusals';
import { POST_ERROR_CODES, POST_MESSAGES } from '../posts/rules';
import { UPLOAD_ERROR_CODES, UPLOAD_MESSAGES } from '../posts/uploads';
import { PUSH_MESSAGES } from '../push/messages';
import { REALTIME_MESSAGES } from '../realtime/channel';
import { ACCOUNT_DATA_MESSAGES, BLOCK_MESSAGES } from '../safety/messages';
import { PROFILE_MESSAGES, SEARCH_MESSAGES } from '../search/messages';
import { SETTINGS_TRUTH_MESSAGES } from '../settings/first-hour-messages';
import { SETTINGS_MESSAGES } from '../settings/rules';
import { STANDING_REFUSALS } from '../standing/refusals';
import { MEETUP_REFUSALS as MEETUP_MESSAGES } from '../trades/meetup-refusals';
import { INPUT_MESSAGES } from './codes';

/**
 * Every error code the API answers with, and the sentence a person sees for it (the spec's wording
 * where it has one). The server may send a more precise sentence for the same code (a suspension's
 * end, which limit was reached, which field is wrong); this is the sentence when it does not.
 * The server's AppError only takes these codes, so a new code without a sentence does not compile.
 */
export const ERROR_SENTENCES = {
  // Input the API cannot take, on any route.
  validation_error: 'Check the highlighted fields and try again.',
  invalid_value: INPUT_MESSAGES.invalidValue,
  invalid_characters: INPUT_MESSAGES.nulCharacter,
  invalid_cursor: INPUT_MESSAGES.invalidCursor,
  client_key_reused: INPUT_MESSAGES.clientKeyReused,
  bad_request: 'This request could not be read. Reload the page and try again.',
  too_large: 'That file is too large.',
  not_found: "This page doesn't exist.",
  forbidden_origin: 'This request came from another site.',
  internal: AUTH_MESSAGES.login.internal,

  // Signing in, registering, codes.
  not_signed_in: 'Log in to continue.',
  unauthorized: 'A metrics token is needed.',
  too_many_attempts: AUTH_MESSAGES.login.tooManyAttempts,
  wrong_password: AUTH_MESSAGES.login.wrongPassword,
  user_not_found: AUTH_MESSAGES.login.userNotFound,
  invalid_email: AUTH_MESSAGES.login.invalidEmail,
  invalid_credentials: AUTH_MESSAGES.login.invalidCredentials,
  email_taken: AUTH_MESSAGES.registration.emailTaken,
  weak_password: AUTH_MESSAGES.registration.weakPassword,
  invalid_password: SETTINGS_MESSAGES.invalidPassword,
  invalid_name: AUTH_MESSAGES.nameInvalid,
  banned: AUTH_MESSAGES.banned,
  code_required: AUTH_MESSAGES.codeRequired,
  code_incorrect: AUTH_MESSAGES.codeIncorrect,
  wrong_email: AUTH_MESSAGES.registration.linkFailed,
  already_verified: AUTH_MESSAGES.claim.alreadyVerified,
  invalid_token: 'This link has expired. Ask for a new one.',
  google_unavailable: AUTH_MESSAGES.google.other,
  sso_failed: UNIVERSITY_SIGN_IN_MESSAGES.failed,
  sso_not_allowed: UNIVERSITY_SIGN_IN_MESSAGES.notAllowed('this campus'),
  sso_not_configured: UNIVERSITY_SIGN_IN_MESSAGES.notConfigured,
  sso_required: UNIVERSITY_SIGN_IN_MESSAGES.emailCodeOff('This campus’s'),
  tickets_students_only: UNIVERSITY_SIGN_IN_MESSAGES.ticketsStudentsOnly('this campus'),
  not_verified: 'Verify your account first.',
  verify_school: 'Verify your school e-mail to join this campus.',
  campus_private: MESSAGES.privateCampus.title,
  campus_not_found: MESSAGES.notFound.title,
  [GEO_BLOCKED_CODE]: MESSAGES.notFound.title,
  profile_missing: PROFILE_MESSAGES.missingTitle,

  // Moderation's answers to members, and limits.
  suspended:
    "Your account is suspended. You can read, but you can't post, comment, send messages or boost posts until the suspension ends.",
  too_fast: 'You are going too fast. Please wait a few minutes and try again.',
  new_account_limit: 'New accounts have hourly limits during their first day. Please try again later.',
  too_many_sockets: REALTIME_MESSAGES.tooManySockets,

  // Settings and the account.
  invalid_username: 'That username is not valid.',
  username_taken: SETTINGS_MESSAGES.usernameTaken,
  invalid_phone: 'That phone number is not valid.',
  invalid_gender: 'Choose a gender from the list.',
  invalid_birth_date: 'That birth date is not valid.',
  under_minimum_age: SETTINGS_TRUTH_MESSAGES.tooYoung,
  invalid_password_change: SETTINGS_MESSAGES.invalidPassword,
  password_change_failed: SETTINGS_MESSAGES.somethingWentWrong,
  invalid_bio: 'That bio is too long.',
  only_photos: SETTINGS_MESSAGES.onlyPhotos,
  invalid_school_email: 'Enter your school e-mail address.',
  school_email_taken: SETTINGS_MESSAGES.emailTaken,
  use_password: ACCOUNT_DATA_MESSAGES.needPassword,
  password_required: ACCOUNT_DATA_MESSAGES.needPassword,
  account_deleted: ACCOUNT_DATA_MESSAGES.otherDeleted,
  push_endpoint_refused: PUSH_MESSAGES.endpointRefused,

  // Posts, comments, uploads.
  profile_incomplete: POST_MESSAGES.incompleteProfile,
  post_missing: POST_MESSAGES.postMissing,
  not_owner: LISTING_MESSAGES.notOwner,
  too_long: POST_MESSAGES.tooLong,
  empty: POST_MESSAGES.needTextOrFile,
  too_many_files: POST_MESSAGES.tooManyFiles,
  wrong_file_type: POST_MESSAGES.wrongFileType,
  upload_missing: POST_MESSAGES.submitFailed,
  media_missing: POST_MESSAGES.submitFailed,
  invalid_category: 'Choose a category from the list.',
  invalid_price: 'Enter a price in whole dollars.',
  invalid_isbn: BOOK_MESSAGES.badIsbn,
  invalid_course: BOOK_MESSAGES.notACourse,
  invalid_housing: HOUSING_REFUSALS.detailsInvalid,
  not_a_request: BOOK_MESSAGES.onlyRequests,
  [POST_ERROR_CODES.imageDeleteFailed]: POST_MESSAGES.imageDeleteFailed,
  [UPLOAD_ERROR_CODES.tooManyWaiting]: UPLOAD_MESSAGES.tooManyWaiting,
  [UPLOAD_ERROR_CODES.videoTooSlow]: UPLOAD_MESSAGES.videoTooSlow,
  [UPLOAD_ERROR_CODES.videoBusy]: UPLOAD_MESSAGES.videoBusy,
  [UPLOAD_ERROR_CODES.imageBusy]: UPLOAD_MESSAGES.imageBusy,
  [UPLOAD_ERROR_CODES.videosOff]: UPLOAD_MESSAGES.videosOff,

  // Campus administration, and a retired campus (the server names the campus, the domain, the address).
  subdomain_taken: 'Another campus already uses that address. Choose another short name.',
  subdomain_reserved:
    "That address is kept for the site itself and can't be a campus address. Choose another short name.",
  domain_claimed:
    'That school e-mail domain already belongs to another campus. A domain can belong to one campus only.',
  domain_free_mail:
    "That domain is a public e-mail service, not a school's: anyone can get an address there. Give the school's own domain.",
  domains_unconfirmed: `A school domain outside .edu needs the word ${DOMAINS_CONFIRMATION_WORD} to confirm it.`,
  not_an_image: CAMPUS_ADMIN_MESSAGES.logoNotImage,
  logo_missing: CAMPUS_ADMIN_MESSAGES.logoMissing,
  campus_retired: "This campus is no longer open to new members or posts. What's here stays readable.",

  // Listings, sales and ratings.
  not_a_listing: LISTING_MESSAGES.commentsCannotChange,
  own_post: LISTING_MESSAGES.notOwner,
  post_sold: LISTING_MESSAGES.soldAlready,
  buyer_without_sale: LISTING_MESSAGES.notABuyer,
  not_a_buyer: LISTING_MESSAGES.notABuyer,
  no_sale: RATING_MESSAGES.noSale,
  rate_self: RATING_MESSAGES.notYourself,
  sale_rated: RATING_MESSAGES.alreadyRated,
  already_rated: RATING_MESSAGES.alreadyRated,
  comment_too_long: RATING_MESSAGES.commentTooLong,

  // Chats and blocks.
  chat_missing: CHAT_MESSAGES.missing,
  invalid_user: CHAT_MESSAGES.selectUser,
  blocked_by_you: BLOCK_MESSAGES.youBlockedThem,
  cannot_message: BLOCK_MESSAGES.cannotMessage,
  block_self: BLOCK_MESSAGES.cannotBlockSelf,
  person_missing: BLOCK_MESSAGES.personMissing,

  // Search.
  empty_search: SEARCH_MESSAGES.startTyping,
  duplicate_search: SEARCH_MESSAGES.duplicate,
  recent_search_missing: 'That search is not in your recent searches.',
  no_words: SAVED_SEARCH_MESSAGES.noWords,
  too_many_saved_searches: SAVED_SEARCH_MESSAGES.tooMany,
  duplicate_saved_search: SAVED_SEARCH_MESSAGES.duplicate,
  saved_search_missing: SAVED_SEARCH_MESSAGES.missing,

  // Reports and moderation.
  report_target_missing: REPORT_MESSAGES.missing,
  report_self: REPORT_MESSAGES.cannotReportSelf,
  report_own: REPORT_MESSAGES.cannotReportOwn,
  not_moderator: MODERATION_MESSAGES.notModerator,
  not_admin: MODERATION_MESSAGES.notAdmin,
  no_such_member: MODERATION_MESSAGES.noSuchMember,
  already_moderator: MODERATION_MESSAGES.alreadyModerator,
  not_a_moderator: MODERATION_MESSAGES.notAModerator,
  not_removable: MODERATION_MESSAGES.profileNotRemovable,
  cannot_act_on_staff: MODERATION_MESSAGES.cannotActOnStaff,
  already_resolved: MODERATION_MESSAGES.nothingOpen,
  ad_not_in_review: MODERATION_MESSAGES.adNotInReview,
  refund_failed: MODERATION_MESSAGES.refundFailed,
  insights_other_campus: INSIGHTS_REFUSALS.otherCampus,
  insights_unknown_campus: INSIGHTS_REFUSALS.unknownCampus,

  // Ads and boosts.
  ad_not_found: ADS_MESSAGES.notFound,
  already_boosted: ADS_MESSAGES.alreadyBoosted,
  checkout_failed: ADS_MESSAGES.boostFailed,
  bad_signature: 'Invalid signature.',
  not_active: ADS_MESSAGES.onlyActiveCanPause,
  not_paused: ADS_MESSAGES.onlyPausedCanResume,
  already_stopped: ADS_MESSAGES.alreadyStopped,
  not_stoppable: ADS_MESSAGES.stopFailed,

  // Meetups in a chat about a listing.
  meetup_missing: MEETUP_MESSAGES.missing,
  meetup_not_about_listing: MEETUP_MESSAGES.notAboutListing,
  meetup_bad_time: MEETUP_MESSAGES.badTime,
  meetup_bad_spot: MEETUP_MESSAGES.badSpot,
  meetup_not_yours: MEETUP_MESSAGES.notYours,
  meetup_closed: MEETUP_MESSAGES.closed,
  meetup_not_yet: MEETUP_MESSAGES.notYet,
  meetup_seller_only: MEETUP_MESSAGES.sellerOnly,
  meetup_settled: MEETUP_MESSAGES.settled,

  // Offers on a listing and the handoff that closes the sale.
  offer_missing: OFFER_REFUSALS.missing,
  offer_own_listing: OFFER_REFUSALS.ownListing,
  offer_no_price: OFFER_REFUSALS.noPrice,
  offer_pending: OFFER_REFUSALS.pending,
  offer_bad_amount: OFFER_REFUSALS.notAboveZero,
  offer_not_yours: OFFER_REFUSALS.notYours,
  offer_closed: OFFER_REFUSALS.closed,
  offer_other_accepted: OFFER_REFUSALS.otherAccepted,
  offer_seller_only: OFFER_REFUSALS.sellerOnly,
  offer_not_accepted: OFFER_REFUSALS.notAccepted,
  handoff_wrong_code: OFFER_REFUSALS.wrongCode,
  handoff_locked: OFFER_REFUSALS.codeLocked,
  // Away mode (/settings/away).
  away_past_date: AWAY_MESSAGES.pastDate,
  away_too_far: AWAY_MESSAGES.tooFar,
  // Renew or expire.
  not_renewable: RENEW_MESSAGES.notRenewable,
  listing_periods_invalid: RENEW_MESSAGES.periodsInvalid,
  link_used: RENEW_MESSAGES.linkInvalidText,
  // Standing and appeals (/settings/standing, the moderation queue).
  action_missing: STANDING_REFUSALS.notYours,
  already_appealed: STANDING_REFUSALS.alreadyAppealed,
  appeal_missing: STANDING_REFUSALS.noSuchAppeal,
  appeal_answered: STANDING_REFUSALS.alreadyAnswered,
  own_appeal: STANDING_REFUSALS.ownAppeal,
  // Rules that act first (the campus's automatic moderation).
  prohibited_item: "This listing isn't allowed on this campus.",
  disposable_email: AUTOMOD_REFUSALS.disposableEmail,
  held_missing: AUTOMOD_REFUSALS.heldMissing,
  too_many_items: AUTOMOD_REFUSALS.tooManyItems,
} as const satisfies Record<string, string>;

/** A code the API may answer with; the server's errors take only these. */
export type ErrorCode = keyof typeof ERROR_SENTENCES;

/** Every code, for tests that go through them all. */
export const ERROR_CODES = Object.keys(ERROR_SENTENCES) as ErrorCode[];

/** Whether a code is one the API answers with on purpose. */
export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_SENTENCES, code);
}
