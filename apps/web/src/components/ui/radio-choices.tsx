import form from './form.module.css';

interface RadioChoicesProps<T extends string> {
  /** The group's name, shown above the choices unless `hideLegend` (then read by screen readers only). */
  legend: string;
  hideLegend?: boolean;
  /** The radio inputs' form name. */
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T | null;
  onChange: (value: T) => void;
}

/** One choice among a few, as bordered radio rows in a fieldset (boost goal, gender). */
export function RadioChoices<T extends string>(props: RadioChoicesProps<T>) {
  return (
    <fieldset className={form.fieldset}>
      <legend className={props.hideLegend ? 'visually-hidden' : form.legend}>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option} className={form.choice}>
          <input
            type="radio"
            name={props.name}
            value={option}
            checked={props.value === option}
            onChange={() => props.onChange(option)}
          />
          {props.labels[option]}
        </label>
      ))}
    </fieldset>
  );
}
