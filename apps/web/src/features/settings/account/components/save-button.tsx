import { Button } from '../../../../components/ui/button';

interface SaveButtonProps {
  busy: boolean;
  disabled?: boolean;
  label?: string;
}

/** A form's submit button: disabled while working or when the form says so, 'Processing...' while working. */
export function SaveButton({ busy, disabled = false, label = 'Save' }: SaveButtonProps) {
  return (
    <Button type="submit" disabled={busy || disabled}>
      {busy ? 'Processing...' : label}
    </Button>
  );
}
