import { type AdminCampus, type Campus, CAMPUS_ADMIN_MESSAGES as M } from '@campus/domain';
import { useState } from 'react';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import empty from '../../../components/ui/empty-state.module.css';
import { Spinner } from '../../../components/ui/spinner';
import { useSiteCampus } from '../../../lib/site-campus';
import { useAdminCampuses } from '../api/admin-campuses';
import { useReinstateCampus } from '../api/reinstate-campus';
import { useRetireCampus } from '../api/retire-campus';
import { actionErrorMessages } from '../campus-form-state';
import styles from '../campuses.module.css';
import { CampusFormDialog } from './campus-form-dialog';
import { CampusRow } from './campus-row';

/**
 * The host campus sites hang under (localhost:3000 for ou.localhost:3000): read from a listed
 * campus's address, else from this site's.
 */
function baseHostOf(campuses: AdminCampus[], site: Campus): string {
  for (const c of campuses) {
    const host = new URL(c.url).host;
    if (host.startsWith(`${c.subdomain}.`)) return host.slice(c.subdomain.length + 1);
  }
  const host = new URL(site.url).host;
  return site.isHub ? host : host.slice(host.indexOf('.') + 1);
}

type Confirming = { campus: AdminCampus; action: 'retire' | 'reinstate' } | null;

/**
 * The Campuses tab (site administrators): every campus with its address, domains and colours; add
 * one, edit one, change its logo, retire or reinstate it.
 */
export function CampusesPanel() {
  const site = useSiteCampus();
  const { data: campuses, isPending, error } = useAdminCampuses();
  const alert = useAlert();
  const [form, setForm] = useState<{ open: boolean; campus: AdminCampus | null }>({
    open: false,
    campus: null,
  });
  const [confirming, setConfirming] = useState<Confirming>(null);
  const retire = useRetireCampus();
  const reinstate = useReinstateCampus();
  const mutation = confirming?.action === 'reinstate' ? reinstate : retire;

  const confirm = () => {
    if (!confirming) return;
    mutation.mutate(confirming.campus.id, {
      onSuccess: () => alert(confirming.action === 'retire' ? M.retired : M.reinstated, 'success'),
      onError: (err) => {
        for (const message of actionErrorMessages(err)) alert(message, 'danger');
      },
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <section className={styles.campuses} aria-labelledby="campuses-heading">
      <div className={styles.toolbar}>
        <div>
          <h2 id="campuses-heading" className={styles.subheading}>
            {M.heading}
          </h2>
          <p className={styles.hint}>{M.intro}</p>
        </div>
        <Button onClick={() => setForm({ open: true, campus: null })}>{M.addCampus}</Button>
      </div>
      {isPending ? (
        <Spinner label="Loading campuses" />
      ) : error ? (
        <p role="alert" className={styles.loadError}>
          {actionErrorMessages(error).join(' ')}
        </p>
      ) : !campuses?.length ? (
        <section className={empty.empty}>
          <h2>{M.noCampuses}</h2>
        </section>
      ) : (
        <ul className={styles.list} aria-label={M.campusesList}>
          {campuses.map((campus) => (
            <CampusRow
              key={campus.id}
              campus={campus}
              onEdit={() => setForm({ open: true, campus })}
              onRetire={() => setConfirming({ campus, action: 'retire' })}
              onReinstate={() => setConfirming({ campus, action: 'reinstate' })}
            />
          ))}
        </ul>
      )}
      <CampusFormDialog
        open={form.open}
        campus={form.campus}
        baseHost={baseHostOf(campuses ?? [], site)}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.action === 'reinstate'
            ? M.reinstateTitle(confirming.campus.name)
            : M.retireTitle(confirming?.campus.name ?? '')
        }
        text={confirming?.action === 'reinstate' ? M.reinstateText : M.retireText}
        confirmLabel={confirming?.action === 'reinstate' ? M.reinstate : M.retire}
        busy={mutation.isPending}
        onConfirm={confirm}
        onOpenChange={(open) => !open && setConfirming(null)}
      />
    </section>
  );
}
