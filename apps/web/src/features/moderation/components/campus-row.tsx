import { type AdminCampus, CAMPUS_ADMIN_MESSAGES as M } from '@campus/domain';
import type { ChangeEvent, ReactNode } from 'react';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button, buttonClass } from '../../../components/ui/button';
import { useUploadCampusLogo } from '../api/upload-campus-logo';
import { actionErrorMessages } from '../campus-form-state';
import styles from '../campuses.module.css';
import { CampusSsoSection } from './campus-sso-section';

/** One campus of the Campuses tab: logo, name, address, domains, colours, and its actions. */
export function CampusRow(props: {
  campus: AdminCampus;
  onEdit: () => void;
  onRetire: () => void;
  onReinstate: () => void;
}) {
  const { campus } = props;
  const alert = useAlert();
  const upload = useUploadCampusLogo();
  const host = new URL(campus.url).host;

  const onLogo = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    upload.mutate(
      { id: campus.id, file },
      {
        onSuccess: () => alert(M.logoSaved, 'success'),
        onError: (err) => {
          for (const message of actionErrorMessages(err)) alert(message, 'danger');
        },
      },
    );
  };

  return (
    <li className={styles.campusRow}>
      <img className={styles.logo} src={campus.logo} alt={M.logoAlt(campus.name)} width={48} height={48} />
      <div className={styles.campusInfo}>
        <h3 className={styles.campusName}>
          {campus.name}
          {campus.retiredAt && <span className={styles.badge}>{M.retiredBadge}</span>}
        </h3>
        <p className={styles.meta}>
          {campus.shortName} · <a href={`${campus.url}/home`}>{host}</a>
        </p>
        <p className={styles.meta}>{campus.emailDomains.join(', ')}</p>
        <p className={styles.meta}>
          {[campus.location.city, campus.location.state].filter(Boolean).join(', ')} · {campus.timeZone}
        </p>
        <p className={styles.swatches}>
          <Swatch label={M.brandSwatch(campus.color)} colour={campus.color} />
          <Swatch label={M.accentSwatch(campus.accentColor)} colour={campus.accentColor} />
        </p>
        <CampusSsoSection campusId={campus.id} campusName={campus.name} />
      </div>
      <div className={styles.campusActions}>
        <RowAction label={M.editNamed(campus.name)} onClick={props.onEdit}>
          {M.edit}
        </RowAction>
        <label className={buttonClass({ size: 'small', variant: 'secondary' }, styles.fileButton)}>
          {upload.isPending ? 'Processing...' : M.uploadLogo}
          <input
            type="file"
            className="visually-hidden"
            accept="image/png,image/jpeg,image/webp"
            aria-label={M.uploadLogoFor(campus.name)}
            disabled={upload.isPending}
            onChange={onLogo}
          />
        </label>
        {campus.retiredAt ? (
          <RowAction label={M.reinstateNamed(campus.name)} onClick={props.onReinstate}>
            {M.reinstate}
          </RowAction>
        ) : (
          <RowAction label={M.retireNamed(campus.name)} onClick={props.onRetire}>
            {M.retire}
          </RowAction>
        )}
      </div>
    </li>
  );
}

/** A colour's sample, named for the screen reader, and its #rrggbb text for the eye. */
function Swatch({ label, colour }: { label: string; colour: string }) {
  return (
    <>
      <span role="img" aria-label={label} className={styles.swatch} style={{ background: colour }} />
      <span aria-hidden="true">{colour}</span>
    </>
  );
}

/** A row's small action button, named with the campus it acts on. */
function RowAction(props: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button size="small" variant="secondary" aria-label={props.label} onClick={props.onClick}>
      {props.children}
    </Button>
  );
}
