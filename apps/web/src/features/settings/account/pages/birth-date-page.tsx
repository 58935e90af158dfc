import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN, MONTHS, SETTINGS_MESSAGES, validateBirthDate } from '@campus/domain';
import { useState } from 'react';
import { useAlert } from '../../../../components/ui/alerts/alert-provider';
import { useSetViewer, useViewer } from '../../../../lib/session';
import styles from '../account.module.css';
import { changeBirthDate } from '../api/account-settings';
import { SaveButton } from '../components/save-button';
import { useSettingsAction } from '../hooks/use-settings-action';

const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));
const YEARS = Array.from({ length: BIRTH_YEAR_MAX - BIRTH_YEAR_MIN + 1 }, (_, i) =>
  String(BIRTH_YEAR_MAX - i),
);

/** The three selects' values as strings; '' is "not chosen". */
interface Choice {
  month: string;
  day: string;
  year: string;
}
type Part = keyof Choice;

const SELECTS: { part: Part; label: string; options: readonly string[] }[] = [
  { part: 'month', label: 'Month', options: MONTHS },
  { part: 'day', label: 'Day', options: DAYS },
  { part: 'year', label: 'Year', options: YEARS },
];

/** /settings/account/birth_date: month, day and year; Save is disabled if any is empty or none changed. */
export function BirthDatePage() {
  const viewer = useViewer();
  const setViewer = useSetViewer();
  const alert = useAlert();
  const { busy, run } = useSettingsAction();
  // null until the user picks: the stored date shows until then.
  const [draft, setDraft] = useState<Choice | null>(null);
  if (!viewer) return null;
  const birth = viewer.birthDate;
  const stored: Choice = birth
    ? { month: birth.month, day: String(birth.day), year: String(birth.year) }
    : { month: '', day: '', year: '' };
  const choice = draft ?? stored;
  const incomplete = !choice.month || !choice.day || !choice.year;
  const unchanged = SELECTS.every(({ part }) => choice[part] === stored[part]);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const input = { month: choice.month, day: Number(choice.day) || null, year: Number(choice.year) || null };
    const error = validateBirthDate(input);
    if (error || !input.day || !input.year)
      return alert(error ?? SETTINGS_MESSAGES.birthDateIncomplete, 'danger');
    const body = { month: input.month, day: input.day, year: input.year };
    void run(async () => {
      const { user } = await changeBirthDate(body);
      setViewer(user);
      setDraft(null);
      alert(SETTINGS_MESSAGES.profileUpdated, 'success');
    });
  };

  return (
    <div className={styles.body}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.selects}>
          {SELECTS.map(({ part, label, options }) => (
            <label key={part} className={styles.field}>
              {label}
              <select
                className={styles.select}
                name={part}
                autoComplete={`bday-${part}`}
                value={choice[part]}
                onChange={(e) => setDraft({ ...choice, [part]: e.target.value })}
              >
                <option value="">Select</option>
                {options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
        <div className={styles.actions}>
          <SaveButton busy={busy} disabled={incomplete || unchanged} />
        </div>
      </form>
    </div>
  );
}
