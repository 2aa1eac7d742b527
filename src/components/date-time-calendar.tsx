/**
 * The calendar of a date-time field (date-time-field.tsx), behind its button. Mantine's own
 * (@mantine/dates) in the console's language: month and weekday names from dayjs's locale, weeks from
 * Sunday as in Brazil and the United States, and every day reachable with the arrow keys.
 */
import { ActionIcon, Popover } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import { useState, type ReactNode } from 'react';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import type { AppLocale } from '@/lib/locale';

const dayjsLocales: Readonly<Record<AppLocale, string>> = { 'pt-BR': 'pt-br', en: 'en' };

export function DayPicker({
  label,
  describedBy,
  day,
  disabled,
  onPick,
  children,
}: {
  /** The button's name, and the calendar's (Mantine names a dropdown by its target). */
  label: string;
  /** The field's label, which describes the button. */
  describedBy: string;
  /** The day picked now ("2026-11-22"), or '' for none. */
  day: string;
  disabled: boolean | undefined;
  onPick: (day: string) => void;
  /** The button's icon. */
  children: ReactNode;
}) {
  const t = useT();
  const { locale } = useLanguage();
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus returnFocus position="bottom-end" shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={label}
          aria-describedby={describedBy}
          disabled={disabled}
          onClick={() => setOpened((open) => !open)}
        >
          {children}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker
          locale={dayjsLocales[locale]}
          firstDayOfWeek={0}
          // Mantine greys the days of the months around and reds the weekends below the contrast a
          // text needs (2.4:1 and 3.3:1 on white, for 4.5:1): neither is drawn so.
          hideOutsideDates
          weekendDays={[]}
          value={day === '' ? null : day}
          defaultDate={day === '' ? undefined : day}
          onChange={(picked) => {
            if (picked !== null) onPick(picked);
            setOpened(false);
          }}
          ariaLabels={{
            previousMonth: t('dateTime.previousMonth'),
            nextMonth: t('dateTime.nextMonth'),
            previousYear: t('dateTime.previousYear'),
            nextYear: t('dateTime.nextYear'),
            previousDecade: t('dateTime.previousDecade'),
            nextDecade: t('dateTime.nextDecade'),
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
