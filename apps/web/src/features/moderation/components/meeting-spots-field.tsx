import { CAMPUS_ADMIN_MESSAGES as M, MEETING_SPOTS_MAX } from '@campus/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button';
import form from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field';
import { type FormErrors, newSpotRow, type SpotRow } from '../campus-form-state';
import styles from '../campuses.module.css';
import { FieldError, fieldA11y } from './campus-form-fields';

/**
 * The campus's safe meeting spots: rows of a name and short directions, added and removed. A new
 * row takes the focus; removing one hands it to the Add button, so the keyboard never loses its place.
 */
export function MeetingSpotsField(props: {
  rows: SpotRow[];
  onRowsChange: (rows: SpotRow[]) => void;
  errors: FormErrors;
}) {
  const prefix = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const [focusKey, setFocusKey] = useState<number | null>(null);
  useEffect(() => {
    if (focusKey === null) return;
    document.getElementById(`${prefix}-${focusKey}`)?.focus();
    setFocusKey(null);
  }, [focusKey, prefix]);

  const edit = (key: number, change: Partial<SpotRow>) =>
    props.onRowsChange(props.rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const add = () => {
    const row = newSpotRow();
    props.onRowsChange([...props.rows, row]);
    setFocusKey(row.key);
  };
  const remove = (key: number) => {
    props.onRowsChange(props.rows.filter((r) => r.key !== key));
    addRef.current?.focus();
  };
  const a11y = fieldA11y('meetingSpots', props.errors);

  return (
    <fieldset className={form.fieldset} aria-describedby={a11y['aria-describedby']}>
      <legend className={styles.legend}>{M.meetingSpotsLabel}</legend>
      {props.rows.length === 0 && <p className={styles.hint}>{M.noSpots}</p>}
      {props.rows.map((row, i) => (
        // biome-ignore lint/a11y/useSemanticElements: a fieldset inside the fieldset would add a second legend per row.
        <div key={row.key} role="group" aria-label={M.spotGroup(i + 1)} className={styles.spot}>
          <div className={styles.spotFields}>
            <TextField
              id={`${prefix}-${row.key}`}
              label={M.spotNameLabel}
              value={row.name}
              onValueChange={(name) => edit(row.key, { name })}
              maxLength={60}
              aria-invalid={(a11y['aria-invalid'] && !row.name.trim()) || undefined}
              aria-describedby={a11y['aria-describedby']}
            />
            <TextField
              label={M.spotDirectionsLabel}
              value={row.directions}
              onValueChange={(directions) => edit(row.key, { directions })}
              maxLength={200}
            />
          </div>
          <Button
            size="small"
            variant="secondary"
            aria-label={M.removeSpotNumber(i + 1)}
            onClick={() => remove(row.key)}
          >
            {M.removeSpot}
          </Button>
        </div>
      ))}
      <button
        ref={addRef}
        type="button"
        className={buttonClass({ size: 'small', variant: 'secondary' }, styles.addSpot)}
        onClick={add}
        disabled={props.rows.length >= MEETING_SPOTS_MAX}
      >
        {M.addSpot}
      </button>
      <FieldError field="meetingSpots" errors={props.errors} />
    </fieldset>
  );
}
