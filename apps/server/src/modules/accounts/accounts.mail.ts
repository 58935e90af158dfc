import { escapeHtml } from '../../lib/html';

function button(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#1f5fd6;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:700">${escapeHtml(label)}</a></p>`;
}

/** The sign-in link e-mail. */
export function signInLinkMail(link: string, campusShortName: string) {
  return {
    subject: `Sign in to ${campusShortName} Buy / Sell`,
    html: `<div style="font-family:Helvetica,Arial,sans-serif;color:#14171c;max-width:480px">
<p>Use this link to sign in to ${escapeHtml(campusShortName)} Buy / Sell. It works once, for one hour, in the browser where you asked for it.</p>
${button(link, 'Sign in')}
<p style="color:#5b6470;font-size:13px">Or paste this address into your browser: ${escapeHtml(link)}</p>
<p style="color:#5b6470;font-size:13px">If you did not ask to sign in, you can ignore this e-mail.</p>
</div>`,
  };
}

/** The password-reset e-mail. */
export function resetPasswordMail(link: string, campusShortName: string) {
  return {
    subject: `Reset your ${campusShortName} Buy / Sell password`,
    html: `<div style="font-family:Helvetica,Arial,sans-serif;color:#14171c;max-width:480px">
<p>Someone asked to reset the password of your ${escapeHtml(campusShortName)} Buy / Sell account. The link works once, for one hour.</p>
${button(link, 'Choose a new password')}
<p style="color:#5b6470;font-size:13px">Or paste this address into your browser: ${escapeHtml(link)}</p>
<p style="color:#5b6470;font-size:13px">If it was not you, ignore this e-mail: your password stays the same.</p>
</div>`,
  };
}
