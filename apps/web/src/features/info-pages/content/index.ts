import type { ReactNode } from 'react';
import { AboutPage } from './about';
import { CookiesPage } from './cookies';
import { FeedbackPage } from './feedback';
import { HelpPage } from './help';
import { HowItWorksPage } from './howitworks';
import { PrivacyPage } from './privacy';
import { RefundsPage } from './refunds';
import { ReturnsPage } from './returns';
import { TermsPage } from './terms';
import { TrustAndSafetyPage } from './trust_and_safety';
import type { InfoPageProps } from './types';

export type { InfoPageProps } from './types';

interface InfoPageEntry {
  readonly title: string;
  readonly Component: (props: InfoPageProps) => ReactNode;
}

/** The open pages under /settings/{slug}, keyed by the last path segment. */
export const INFO_PAGES = {
  about: { title: 'About', Component: AboutPage },
  howitworks: { title: 'How It Works', Component: HowItWorksPage },
  help: { title: 'Customer Support', Component: HelpPage },
  feedback: { title: 'Give Us Feedback', Component: FeedbackPage },
  returns: { title: 'Return Policy', Component: ReturnsPage },
  refunds: { title: 'Refunds', Component: RefundsPage },
  terms: { title: 'Terms of Service', Component: TermsPage },
  trust_and_safety: { title: 'Trust and Safety', Component: TrustAndSafetyPage },
  privacy: { title: 'Privacy Policy', Component: PrivacyPage },
  cookies: { title: 'Cookies', Component: CookiesPage },
} as const satisfies Readonly<Record<string, InfoPageEntry>>;

export type InfoPageSlug = keyof typeof INFO_PAGES;
