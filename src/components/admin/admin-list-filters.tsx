/** One choice of a list filter: its URL value, and its label when that differs. */
export type FilterChoice = string | { value: string; label: string };

/** A select filter of an admin list, "Any" first (the parameter left out of the URL). */
export function ChoiceFilter({
  label,
  name,
  value,
  choices,
}: {
  label: string;
  name: string;
  value: string | undefined;
  choices: readonly FilterChoice[];
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ''}>
        <option value="">Any</option>
        {choices.map((choice) =>
          typeof choice === 'string' ? (
            <option key={choice}>{choice}</option>
          ) : (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ),
        )}
      </select>
    </label>
  );
}

/** A day range filter (`from`, `to`): "<label> from" and "to". */
export function DayRangeFilter({
  label,
  from,
  to,
}: {
  label: string;
  from: string | undefined;
  to: string | undefined;
}) {
  return (
    <>
      <label>
        {label} from
        <input name="from" type="date" defaultValue={from} />
      </label>
      <label>
        to
        <input name="to" type="date" defaultValue={to} />
      </label>
    </>
  );
}
