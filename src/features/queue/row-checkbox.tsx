/**
 * The list's checkboxes: native ones in the theme's colour, the same control as Mantine's for a
 * fraction of the cost per row (a list of 100,000 draws and drops rows as it scrolls).
 */
import classes from './queue-list.module.css';

export function RowCheckbox({
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      ref={(input) => {
        if (input !== null) input.indeterminate = indeterminate;
      }}
      onChange={(event) => onChange(event.currentTarget.checked)}
      className={classes.checkbox}
    />
  );
}
