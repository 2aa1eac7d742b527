import { Badge, Button, Loader } from '@mantine/core';
import { WarningIcon } from '@/components/warning-icon';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { HeaderPopover } from '@/components/header-popover';
import wide from '@/components/wide-only.module.css';
import { alertsQuery } from '@/data/workspace-queries';
import { needWords } from '@/i18n/catalog';
import { useT } from '@/i18n/i18n-provider';

// The dropdown and its words come when it first opens: every page shows the count, few open the list.
const AlertsDropdown = lazy(async () => {
  const [module] = await Promise.all([import('./alerts-dropdown'), needWords('alerts')]);
  return { default: module.AlertsDropdown };
});

/**
 * The header's alerts on every page: how many are open (read again every 15 s; the watchdogs look every
 * 30 s), and the latest of them in a dropdown.
 */
export function AlertsMenu() {
  const t = useT();
  const alerts = useQuery(alertsQuery('open'));
  const [opened, setOpened] = useState(false);
  const open = alerts.data?.open ?? 0;
  return (
    <HeaderPopover
      width={360}
      opened={opened}
      onChange={setOpened}
      target={
        <Button
          variant="default"
          size="xs"
          aria-label={t('header.alertsLabel', { count: open })}
          onClick={() => setOpened((was) => !was)}
          // On a phone the word folds away: the sign says what the count counts.
          leftSection={<WarningIcon />}
          rightSection={
            // red.9 and white pass WCAG AA (5.6:1); the lighter reds do not.
            <Badge
              size="xs"
              variant={open > 0 ? 'filled' : 'outline'}
              color={open > 0 ? 'red.9' : 'gray'}
              circle
              aria-hidden
            >
              {open}
            </Badge>
          }
        >
          <span className={wide.wideOnly}>{t('header.alerts')}</span>
        </Button>
      }
    >
      {opened && (
        <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
          <AlertsDropdown onNavigate={() => setOpened(false)} />
        </Suspense>
      )}
    </HeaderPopover>
  );
}
