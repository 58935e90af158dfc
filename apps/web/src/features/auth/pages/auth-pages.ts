// The sign-in flow's pages load as one chunk: moving between them (Log In → Forgot password, Sign Up →
// Verify) never leaves the last page on screen, still taking input, while the next one's code loads.
export { AuthLandingPage } from './auth-landing-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { LoginPage } from './login-page';
export { LogoutPage } from './logout-page';
export { MagicLinkSentPage } from './magic-link-sent-page';
export { RegisterPage } from './register-page';
export { ResetPasswordPage } from './reset-password-page';
export { VerifyPage } from './verify-page';
