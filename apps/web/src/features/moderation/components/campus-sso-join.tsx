import { type Affiliation, CAMPUS_SSO_LABELS as L } from '@campus/domain';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';

const CHOICES: Affiliation[] = ['student', 'staff', 'alum'];

interface JoinRulesOf {
  allowedAffiliations: string[];
  emailCodeAllowed: boolean;
  ticketsStudentsOnly: boolean;
}

/**
 * Who may join by the university sign-in, whether the school e-mail code stays, and Tickets for
 * current students: the same three settings in the SAML and the OIDC form.
 */
export function useJoinRules(sso: JoinRulesOf | null | undefined) {
  const [allowed, setAllowed] = useState<string[]>(sso?.allowedAffiliations ?? ['student']);
  const [emailCode, setEmailCode] = useState(sso?.emailCodeAllowed ?? true);
  const [tickets, setTickets] = useState(sso?.ticketsStudentsOnly ?? false);
  const toggle = (a: string) =>
    setAllowed((now) => (now.includes(a) ? now.filter((x) => x !== a) : [...now, a]));
  const rules = {
    allowedAffiliations: allowed as Affiliation[],
    emailCodeAllowed: emailCode,
    ticketsStudentsOnly: tickets,
  };
  const fields = (
    <>
      <fieldset>
        <legend>{L.whoMayJoin}</legend>
        {CHOICES.map((a) => (
          <label key={a}>
            <input type="checkbox" checked={allowed.includes(a)} onChange={() => toggle(a)} />{' '}
            {L.affiliation[a]}
          </label>
        ))}
      </fieldset>
      <label>
        <input type="checkbox" checked={emailCode} onChange={(e) => setEmailCode(e.target.checked)} />{' '}
        {L.emailCode}
      </label>
      <label>
        <input type="checkbox" checked={tickets} onChange={(e) => setTickets(e.target.checked)} />{' '}
        {L.ticketsStudentsOnly}
      </label>
    </>
  );
  return { rules, fields };
}

/** The end of both sign-in forms: who may join, save, and what to give the identity provider. */
export function SsoFormEnd(props: {
  joinFields: ReactNode;
  pending: boolean;
  saveLabel: string;
  forIdp: ReactNode | null;
}) {
  return (
    <>
      {props.joinFields}
      <Button type="submit" size="small" disabled={props.pending}>
        {props.pending ? 'Processing...' : props.saveLabel}
      </Button>
      {props.forIdp && <dl aria-label={L.forIdp}>{props.forIdp}</dl>}
    </>
  );
}
