import { DEFAULT_OIDC_CLAIMS, CAMPUS_SSO_LABELS as L, CAMPUS_OIDC_LABELS as O } from '@campus/domain';
import { useState } from 'react';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { TextField } from '../../../components/ui/text-field';
import { useCampusSso, useSaveCampusSso } from '../api/campus-sso';
import { actionErrorMessages } from '../campus-form-state';
import { SsoFormEnd, useJoinRules } from './campus-sso-join';

type View = NonNullable<ReturnType<typeof useCampusSso>['data']>;

/**
 * A campus's OpenID Connect sign-in (issuer, client, the claims to read, who may join). The client
 * secret is only ever sent: the page learns whether one is saved, never what it is.
 */
export function CampusOidcFields({ campusId, campusName }: { campusId: string; campusName: string }) {
  const { data: sso, isPending } = useCampusSso(campusId);
  if (isPending) return null;
  const oidc = sso?.protocol === 'oidc' ? sso : null;
  return <OidcForm key={oidc?.issuer ?? ''} campusId={campusId} campusName={campusName} sso={oidc} />;
}

function OidcForm(props: { campusId: string; campusName: string; sso: View | null }) {
  const { sso } = props;
  const alert = useAlert();
  const save = useSaveCampusSso(props.campusId);
  const claims = sso?.attributes ?? DEFAULT_OIDC_CLAIMS;
  const [issuer, setIssuer] = useState(sso?.issuer ?? '');
  const [clientId, setClientId] = useState(sso?.clientId ?? '');
  const [secret, setSecret] = useState('');
  const [email, setEmail] = useState(claims.email);
  const [name, setName] = useState(claims.name);
  const [affiliation, setAffiliation] = useState(claims.affiliation);
  const join = useJoinRules(sso);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        protocol: 'oidc',
        issuer: issuer.trim(),
        clientId,
        ...(secret ? { clientSecret: secret } : {}),
        claims: { email, name, affiliation },
        ...join.rules,
      },
      {
        onSuccess: () => {
          setSecret('');
          alert(L.saved, 'success');
        },
        onError: (err) => {
          for (const message of actionErrorMessages(err)) alert(message, 'danger');
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={O.sectionFor(props.campusName)}>
      <fieldset>
        <legend>{O.legend}</legend>
        <TextField label={O.issuer} value={issuer} onValueChange={setIssuer} type="url" maxLength={1000} />
        <TextField
          label={O.clientId}
          value={clientId}
          onValueChange={setClientId}
          autoComplete="off"
          maxLength={300}
        />
        <TextField
          label={O.clientSecret}
          value={secret}
          onValueChange={setSecret}
          type="password"
          autoComplete="new-password"
          maxLength={1000}
        />
        {sso?.hasClientSecret && <p>{O.secretKept}</p>}
        <TextField label={O.emailClaim} value={email} onValueChange={setEmail} maxLength={100} />
        <TextField label={O.nameClaim} value={name} onValueChange={setName} maxLength={100} />
        <TextField
          label={O.affiliationClaim}
          value={affiliation}
          onValueChange={setAffiliation}
          maxLength={100}
        />
      </fieldset>
      <SsoFormEnd
        joinFields={join.fields}
        pending={save.isPending}
        saveLabel={O.save}
        forIdp={
          sso && (
            <>
              <dt>{O.redirectUri}</dt>
              <dd>{sso.oidcRedirectUri}</dd>
            </>
          )
        }
      />
    </form>
  );
}
