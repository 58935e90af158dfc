// Joining a campus with a school address (accounts-and-money §2.2, §4.3): the school-email pages the
// settings show, the verify banner and the prompts that gate posting and messaging.
export { IncompleteProfilePrompt, VerifySchoolPrompt } from './prompts';
export { SchoolEmailPage, schoolEmailTitle } from './school-email-page';
export { VerifyBanner } from './verify-banner';
export { VerifySchoolEmailPage } from './verify-school-email-page';
