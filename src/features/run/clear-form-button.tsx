import { Button } from '@mantine/core';
import { useWatch, type Control } from 'react-hook-form';
import { useT } from '@/i18n/i18n-provider';
import type { RunFormInput } from './run-form-schema';

/** "Clear form", offered only when there is something to clear. Watches the form on its own. */
export function ClearFormButton({
  control,
  onClear,
}: {
  control: Control<RunFormInput>;
  onClear: () => void;
}) {
  const t = useT();
  const [computerId, robotId, apiVersion, variables] = useWatch({
    control,
    name: ['computerId', 'robotId', 'apiVersion', 'variables'],
  });
  const empty = computerId === '' && robotId === '' && apiVersion === 'v2' && variables.length === 0;
  return (
    <Button variant="subtle" color="gray" disabled={empty} onClick={onClear}>
      {t('run.clear.button')}
    </Button>
  );
}
