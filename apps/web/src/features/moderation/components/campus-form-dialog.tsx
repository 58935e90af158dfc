import { type AdminCampus, CAMPUS_ADMIN_MESSAGES as M, RENEW_MESSAGES } from '@campus/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import form from '../../../components/ui/form.module.css';
import { Modal, ModalCancel } from '../../../components/ui/modal';
import { browserTimeZone } from '../../../lib/time-zone';
import { useCreateCampus } from '../api/create-campus';
import { useUpdateCampus } from '../api/update-campus';
import { useUploadCampusLogo } from '../api/upload-campus-logo';
import {
  type CampusFormValues,
  campusInputOf,
  campusValues,
  domainsToConfirmOf,
  emptyCampusValues,
  type FormErrors,
  formErrorsOf,
  NO_ERRORS,
  subdomainOf,
} from '../campus-form-state';
import styles from '../campuses.module.css';
import { CampusTextField, ColourField, LogoField, TimeZoneField } from './campus-form-fields';
import { MeetingSpotsField } from './meeting-spots-field';

/**
 * Add campus / Edit campus: every detail of a campus and its logo, in a dialog. The schema the
 * server uses checks the form first; the server's refusals (a taken or reserved address, a domain of
 * another campus or of a public mail service) show their sentence by the field concerned. A new
 * domain outside .edu asks for the confirmation word in a box of its own.
 */
export function CampusFormDialog(props: {
  open: boolean;
  /** The campus to edit; null adds one. */
  campus: AdminCampus | null;
  /** The host campus sites hang under, e.g. localhost:3000 (the live site address). */
  baseHost: string;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.campus ? M.editCampus : M.addCampus}
      closeButton
      wide
    >
      {props.open && (
        <CampusForm
          campus={props.campus}
          baseHost={props.baseHost}
          onDone={() => props.onOpenChange(false)}
        />
      )}
    </Modal>
  );
}

function CampusForm({
  campus,
  baseHost,
  onDone,
}: {
  campus: AdminCampus | null;
  baseHost: string;
  onDone: () => void;
}) {
  const alert = useAlert();
  const [values, setValues] = useState<CampusFormValues>(() =>
    campus ? campusValues(campus) : emptyCampusValues(browserTimeZone() || 'America/Chicago'),
  );
  // Set once the campus exists: a logo refused after adding it must not add the campus twice.
  const [saved, setSaved] = useState<AdminCampus | null>(campus);
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateCampus();
  const update = useUpdateCampus();
  const upload = useUploadCampusLogo();
  const busy = create.isPending || update.isPending || upload.isPending;

  // A refusal takes the person to its first field (its sentence is read with it), else to the alert.
  useEffect(() => {
    if (errors === NO_ERRORS) return;
    const form = formRef.current;
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (field ?? form?.querySelector<HTMLElement>('[data-form-alert]'))?.focus();
  }, [errors]);

  const set =
    <K extends keyof CampusFormValues>(key: K) =>
    (value: CampusFormValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  // What every text-like field takes the same way: its name, its value, its setter and the refusals.
  const bind = <K extends Exclude<keyof CampusFormValues, 'meetingSpots'>>(field: K) => ({
    field,
    value: values[field],
    onValueChange: set(field),
    errors,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = campusInputOf(values);
    if (!checked.ok) return setErrors(checked.errors);
    let current = saved;
    try {
      current = current
        ? await update.mutateAsync({ id: current.id, patch: checked.input })
        : await create.mutateAsync(checked.input);
      setSaved(current);
    } catch (err) {
      return setErrors(formErrorsOf(err));
    }
    if (logo) {
      try {
        await upload.mutateAsync({ id: current.id, file: logo });
      } catch (err) {
        return setErrors(formErrorsOf(err, 'logo'));
      }
    }
    alert(campus ? M.saved : M.added, 'success');
    onDone();
  };

  const subdomain = subdomainOf(values.shortName);
  return (
    <form ref={formRef} className={form.form} onSubmit={submit} noValidate>
      <div className={styles.formAlert} role="alert" data-form-alert tabIndex={-1}>
        {errors.form.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <CampusTextField {...bind('name')} label={M.nameLabel} maxLength={80} autoComplete="off" />
      <CampusTextField
        {...bind('shortName')}
        label={M.shortNameLabel}
        maxLength={20}
        autoComplete="off"
        spellCheck={false}
        hint={M.siteAddress(subdomain ? `${subdomain}.${baseHost}` : '…')}
        hintLive
      />
      {campus && subdomain && subdomain !== campus.subdomain && (
        <p className={styles.hint} role="status">
          {M.renameWarning(
            `${campus.subdomain}.${baseHost}`,
            `${subdomain}.${baseHost}`,
            campus.subdomain === campus.id,
          )}
        </p>
      )}
      <CampusTextField
        {...bind('emailDomains')}
        label={M.emailDomainsLabel}
        autoComplete="off"
        spellCheck={false}
        inputMode="url"
        hint={M.emailDomainsHint}
      />
      {domainsToConfirmOf(values, campus?.emailDomains ?? null).length > 0 && (
        <CampusTextField
          {...bind('domainsConfirmation')}
          label={M.domainsConfirmationLabel}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
        />
      )}
      <div className={styles.pair}>
        <ColourField {...bind('color')} label={M.brandColorLabel} pickTitle={M.pickBrandColor} />
        <ColourField {...bind('accentColor')} label={M.accentColorLabel} pickTitle={M.pickAccentColor} />
      </div>
      <div className={styles.pair}>
        <CampusTextField {...bind('city')} label={M.cityLabel} maxLength={60} />
        <CampusTextField {...bind('state')} label={M.stateLabel} maxLength={40} />
      </div>
      <TimeZoneField value={values.timeZone} onValueChange={set('timeZone')} errors={errors} />
      <div className={styles.pair}>
        {(['listingReminderDays', 'listingExpiryDays'] as const).map((field) => (
          <CampusTextField
            key={field}
            field={field}
            errors={errors}
            value={values[field] ?? ''}
            onValueChange={set(field)}
            label={
              field === 'listingReminderDays'
                ? RENEW_MESSAGES.reminderDaysLabel
                : RENEW_MESSAGES.expiryDaysLabel
            }
            type="number"
            inputMode="numeric"
            min={1}
          />
        ))}
      </div>
      <MeetingSpotsField rows={values.meetingSpots} onRowsChange={set('meetingSpots')} errors={errors} />
      <LogoField
        name={values.name || campus?.name || ''}
        current={saved?.logo ?? null}
        file={logo}
        onFileChange={setLogo}
        errors={errors}
      />
      <Button type="submit" block disabled={busy}>
        {campus ? M.save : M.addCampus}
      </Button>
      <ModalCancel />
    </form>
  );
}
