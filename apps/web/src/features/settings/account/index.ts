// The account settings pages (accounts-and-money §2.2). The settings layout draws each page's header
// from `title` (and its back control); `Component` renders only the page body and takes no props.
import { AccountOverviewPage } from './pages/account-overview-page';
import { BirthDatePage } from './pages/birth-date-page';
import { EmailPage } from './pages/email-page';
import { GenderPage } from './pages/gender-page';
import { PasswordPage } from './pages/password-page';
import { PaymentsPage } from './pages/payments-page';
import { PhonePage } from './pages/phone-page';
import { ScreenNamePage } from './pages/screen-name-page';
import { VerifyEmailPage } from './pages/verify-email-page';

export const ACCOUNT_PAGES = {
  account: { title: 'Account', Component: AccountOverviewPage },
  screen_name: { title: 'Change username', Component: ScreenNamePage },
  phone: { title: 'Change phone', Component: PhonePage },
  email: { title: 'Change email', Component: EmailPage },
  verify_email: { title: 'Enter PIN', Component: VerifyEmailPage },
  password: { title: 'Change your password', Component: PasswordPage },
  gender: { title: 'Gender', Component: GenderPage },
  birth_date: { title: 'Birth Date', Component: BirthDatePage },
  payments: { title: 'Payments', Component: PaymentsPage },
} as const;

export type AccountPageSlug = keyof typeof ACCOUNT_PAGES;
