import { Button, Menu } from '@mantine/core';
import { useT } from '@/i18n/i18n-provider';
import { useOpenedOnArrival } from './opened-on-arrival';

export type ExportFormat = 'csv' | 'json';

/**
 * The Export menu's choices, fetched when the operator first reaches its button (export-menu.tsx), which
 * it then stands for: opened at once after the click that fetched it (`openAtOnce`), closed when it comes
 * back after an export.
 */
export function ExportChoices({
  label,
  openAtOnce,
  onChoose,
}: {
  label: string;
  openAtOnce: boolean;
  onChoose: (format: ExportFormat) => void;
}) {
  const t = useT();
  const { target, opened, setOpened } = useOpenedOnArrival(openAtOnce);
  return (
    <Menu position="bottom-end" opened={opened} onChange={setOpened}>
      <Menu.Target>
        <Button ref={target} size="xs" variant="default">
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onChoose('csv')}>{t('export.csv')}</Menu.Item>
        <Menu.Item onClick={() => onChoose('json')}>{t('export.json')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
