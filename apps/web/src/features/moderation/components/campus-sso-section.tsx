import { CAMPUS_SSO_LABELS as L } from '@campus/domain';
import { useState } from 'react';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { useCampusSso, useSaveCampusSso } from '../api/campus-sso';
import { actionErrorMessages } from '../campus-form-state';
import styles from '../campuses.module.css';
import { CampusOidcFields } from './campus-oidc-fields';
import { SsoFormEnd, useJoinRules } from './campus-sso-join';
import { type AttributeMap, AttributeMapFields, IdpMetadataFields } from './campus-sso-metadata';

const EDU_PERSON: AttributeMap = {
  email: 'urn:oid:0.9.2342.19200300.100.1.3',
  name: 'urn:oid:2.16.840.1.113730.3.1.241',
  affiliation: 'urn:oid:1.3.6.1.4.1.5923.1.1.1.9',
};
/** A typed value, or nothing (the metadata or the stored value stands). */
const given = (v: string) => (v.trim() ? v.trim() : undefined);

/** A campus's SAML sign-in, opened from its row: the IdP's facts, who may join, and our SP's names for the IdP. */
export function CampusSsoSection({ campusId, campusName }: { campusId: string; campusName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.meta} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary aria-label={L.sectionFor(campusName)}>{L.section}</summary>
      {open && <SsoForm campusId={campusId} campusName={campusName} />}
      {open && <CampusOidcFields campusId={campusId} campusName={campusName} />}
    </details>
  );
}

function SsoForm({ campusId, campusName }: { campusId: string; campusName: string }) {
  const { data: sso, isPending } = useCampusSso(campusId);
  if (isPending) return null;
  return (
    <SsoFields key={sso?.idpEntityId ?? ''} campusId={campusId} campusName={campusName} sso={sso ?? null} />
  );
}

function SsoFields(props: {
  campusId: string;
  campusName: string;
  sso: ReturnType<typeof useCampusSso>['data'] | null;
}) {
  const { sso } = props;
  const alert = useAlert();
  const save = useSaveCampusSso(props.campusId);
  const [entityId, setEntityId] = useState(sso?.idpEntityId ?? '');
  const [ssoUrl, setSsoUrl] = useState(sso?.idpSsoUrl ?? '');
  const [cert, setCert] = useState('');
  const [metadataFile, setMetadataFile] = useState<{ name: string; text: string } | null>(null);
  const [metadataUrl, setMetadataUrl] = useState('');
  const [attributes, setAttributes] = useState<AttributeMap>(
    sso?.protocol === 'saml' ? sso.attributes : EDU_PERSON,
  );
  const join = useJoinRules(sso);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        protocol: 'saml',
        idpEntityId: given(entityId),
        idpSsoUrl: given(ssoUrl),
        idpCert: given(cert),
        idpMetadataXml: metadataFile?.text,
        idpMetadataUrl: given(metadataUrl),
        attributes,
        ...join.rules,
      },
      {
        onSuccess: () => alert(L.saved, 'success'),
        onError: (err) => {
          for (const message of actionErrorMessages(err)) alert(message, 'danger');
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={L.sectionFor(props.campusName)}>
      <IdpMetadataFields
        fileName={metadataFile?.name ?? null}
        onFile={setMetadataFile}
        url={metadataUrl}
        onUrl={setMetadataUrl}
      />
      <TextField label={L.entityId} value={entityId} onValueChange={setEntityId} maxLength={500} />
      <TextField label={L.ssoUrl} value={ssoUrl} onValueChange={setSsoUrl} maxLength={1000} />
      <TextAreaField label={L.cert} value={cert} onValueChange={setCert} rows={4} />
      {sso?.hasIdpCert && <p>{L.certKept}</p>}
      <AttributeMapFields value={attributes} onChange={setAttributes} />
      <SsoFormEnd
        joinFields={join.fields}
        pending={save.isPending}
        saveLabel={L.save}
        forIdp={
          sso && (
            <>
              <dt>{L.spEntityId}</dt>
              <dd>{sso.spEntityId}</dd>
              <dt>{L.acsUrl}</dt>
              <dd>{sso.acsUrl}</dd>
              <dt>{L.metadataUrl}</dt>
              <dd>
                <a href={sso.spMetadataUrl}>{sso.spMetadataUrl}</a>
              </dd>
            </>
          )
        }
      />
    </form>
  );
}
