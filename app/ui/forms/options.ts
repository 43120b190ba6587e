/** A select's choices from a list of values, each shown as itself. */
export const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The choices plus the row's saved value where today's list no longer offers it: a backfilled row stays editable. */
export const withCurrent = (options: readonly { value: string; label: string }[], current: string) =>
  current && !options.some((option) => option.value === current) ? [...options, { value: current, label: current }] : options;
