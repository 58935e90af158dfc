import { CAMPUS_SSO_LABELS as L } from '@campus/domain';
import { useId } from 'react';
import form from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field';
import styles from '../campuses.module.css';

export interface AttributeMap {
  email: string;
  name: string;
  affiliation: string;
}

/** The IdP's metadata: an XML file (read here, sent as text) or the URL the server fetches on save. */
export function IdpMetadataFields(props: {
  fileName: string | null;
  onFile: (file: { name: string; text: string } | null) => void;
  url: string;
  onUrl: (url: string) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <>
      <p id={hintId} className={styles.hint}>
        {L.idpMetadataHint}
      </p>
      <div className={form.field}>
        <label htmlFor={id}>{L.idpMetadataFile}</label>
        <input
          id={id}
          type="file"
          accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
          aria-describedby={hintId}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            props.onFile(file ? { name: file.name, text: await file.text() } : null);
          }}
        />
        {props.fileName && <span>{props.fileName}</span>}
      </div>
      <TextField label={L.idpMetadataUrl} type="url" value={props.url} onValueChange={props.onUrl} />
    </>
  );
}

/** Which SAML attributes carry the e-mail, the name and the affiliation (eduPerson by default). */
export function AttributeMapFields(props: { value: AttributeMap; onChange: (map: AttributeMap) => void }) {
  const set = (key: keyof AttributeMap) => (v: string) => props.onChange({ ...props.value, [key]: v });
  return (
    <>
      <TextField label={L.attributeEmail} value={props.value.email} onValueChange={set('email')} />
      <TextField label={L.attributeName} value={props.value.name} onValueChange={set('name')} />
      <TextField
        label={L.attributeAffiliation}
        value={props.value.affiliation}
        onValueChange={set('affiliation')}
      />
    </>
  );
}
