import { birthYearOptions, MONTHS, SETTINGS_MESSAGES, type Viewer, validateBirthDate } from '@campus/domain';
import form from '../../../../components/ui/form.module.css';
import styles from '../account.module.css';
import { changeBirthDate } from '../api/account-settings';
import { SettingsFieldForm } from '../components/settings-field-form';

const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));

/** The three selects' values as strings; '' is "not chosen". */
interface Choice {
  month: string;
  day: string;
  year: string;
}
type Part = keyof Choice;

const PARTS: readonly Part[] = ['month', 'day', 'year'];

/** The selects; the years run newest first from this year minus the Terms' minimum age. */
const selects = (): { part: Part; label: string; options: readonly string[] }[] => [
  { part: 'month', label: 'Month', options: MONTHS },
  { part: 'day', label: 'Day', options: DAYS },
  { part: 'year', label: 'Year', options: birthYearOptions().map(String) },
];

function storedChoice({ birthDate }: Viewer): Choice {
  return birthDate
    ? { month: birthDate.month, day: String(birthDate.day), year: String(birthDate.year) }
    : { month: '', day: '', year: '' };
}

const dateOf = (choice: Choice) => ({
  month: choice.month,
  day: Number(choice.day) || null,
  year: Number(choice.year) || null,
});

/** /settings/account/birth_date: month, day and year; Save is disabled if any is empty or none changed. */
export function BirthDatePage() {
  return (
    <SettingsFieldForm
      read={storedChoice}
      validate={(choice) => validateBirthDate(dateOf(choice))}
      mutationFn={(choice) =>
        changeBirthDate({ month: choice.month, day: Number(choice.day), year: Number(choice.year) })
      }
      canSave={(choice, stored) =>
        PARTS.every((part) => choice[part]) && PARTS.some((part) => choice[part] !== stored[part])
      }
      success={SETTINGS_MESSAGES.profileUpdated}
    >
      {(choice, change) => (
        <div className={styles.selects}>
          {selects().map(({ part, label, options }) => (
            <label key={part} className={form.field}>
              {label}
              <select
                className={form.select}
                name={part}
                autoComplete={`bday-${part}`}
                value={choice[part]}
                onChange={(e) => change({ ...choice, [part]: e.target.value })}
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
      )}
    </SettingsFieldForm>
  );
}
