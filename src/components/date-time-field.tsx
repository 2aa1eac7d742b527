/**
 * A date and time written the console's way: "22/11/2026 14:05" in Portuguese, "11/22/2026 14:05" in
 * English, always on a 24-hour clock. A native datetime-local input wrote the browser's way instead (its
 * language and its clock), whatever language the console spoke.
 *
 * The forms keep the value a datetime-local input had ("2026-11-22T14:05", '' for none), so their rules
 * do not change. What is typed is read by dayjs (customParseFormat, strict: an impossible date such as
 * 31/02 is refused, not moved to March), and a day is picked from @mantine/dates' calendar, made for
 * our Mantine, in the language (date-time-calendar.tsx). Not its DateInput: that one opens its calendar
 * at every focus and keystroke and stops following the form's value while it is open, so a reset or
 * "Now" went unseen; and its calendar cannot be reached from the keyboard.
 */
import { TextInput, type TextInputProps } from '@mantine/core';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import type { AppLocale } from '@/lib/locale';
import { DayPicker } from './date-time-calendar';
import { OutlineIcon } from './outline-icon';

dayjs.extend(customParseFormat);

/** How a value is shown, in dayjs's tokens; also read without leading zeros ("1/6/2030 9:05"). */
const localeFormats: Readonly<Record<AppLocale, { readonly shown: string; readonly short: string }>> = {
  'pt-BR': { shown: 'DD/MM/YYYY HH:mm', short: 'D/M/YYYY H:mm' },
  en: { shown: 'MM/DD/YYYY HH:mm', short: 'M/D/YYYY H:mm' },
};

/** The forms' value (a datetime-local input's, seconds allowed); also read when pasted, as logs write it. */
const machineFormats = ['YYYY-MM-DDTHH:mm', 'YYYY-MM-DDTHH:mm:ss', 'YYYY-MM-DD HH:mm'];

/** What is typed as the forms hold it: '' for nothing, undefined until it is a whole date and time. */
function readTyped(text: string, locale: AppLocale): string | undefined {
  const typed = text.trim();
  if (typed === '') return '';
  const { shown, short } = localeFormats[locale];
  const read = dayjs(typed, [shown, short, ...machineFormats], true);
  return read.isValid() ? read.format('YYYY-MM-DDTHH:mm') : undefined;
}

/** A value as the field shows it; one it cannot read is shown as it is (the form says what is wrong). */
export function shownText(value: string, locale: AppLocale): string {
  const read = dayjs(value, machineFormats, true);
  return value === '' || !read.isValid() ? value : read.format(localeFormats[locale].shown);
}

type Shared = Pick<TextInputProps, 'description' | 'error' | 'required' | 'disabled' | 'w' | 'flex'>;

interface DateTimeFieldProps extends Shared {
  readonly label: string;
  /** "2026-11-22T14:05", or '' for none. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly name?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
}

export function DateTimeField({ label, value, onChange, onBlur, inputRef, ...shared }: DateTimeFieldProps) {
  const t = useT();
  const { locale } = useLanguage();
  const [text, setText] = useState(() => shownText(value, locale));
  const [shownFor, setShownFor] = useState({ value, locale });
  if (shownFor.value !== value || shownFor.locale !== locale) {
    // Changed elsewhere (a reset, "Now", the address, the language): the text follows, unless it is what
    // the operator is typing and already says this value.
    setShownFor({ value, locale });
    if (shownFor.locale !== locale || readTyped(text, locale) !== value) setText(shownText(value, locale));
  }
  const id = useId();
  // The button says what it does and is described by the field's label: named after the field, it
  // would be found by the field's own name.
  const button = { label: t('dateTime.pickDay'), describedBy: `${id}-label` };
  // A day picked keeps the time already typed (midnight when there is none).
  const pick = (day: string) => onChange(`${day}T${/T(\d{2}:\d{2})/.exec(value)?.[1] ?? '00:00'}`);

  return (
    <TextInput
      {...shared}
      ref={inputRef}
      id={id}
      label={label}
      value={text}
      placeholder={t('dateTime.placeholder')}
      autoComplete="off"
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        const read = readTyped(typed, locale);
        // Until it is whole, the value stays what it was; emptied, it is '' as a native input's.
        if (read !== undefined && read !== value) onChange(read);
      }}
      onBlur={() => {
        // Left half typed, it shows the value again; whole, it is written the language's way.
        setText(shownText(value, locale));
        onBlur?.();
      }}
      rightSectionPointerEvents="all"
      rightSection={
        <DayPicker
          label={button.label}
          describedBy={button.describedBy}
          day={value.slice(0, 10)}
          disabled={shared.disabled}
          onPick={pick}
        >
          <CalendarIcon />
        </DayPicker>
      }
    />
  );
}

function CalendarIcon() {
  return (
    <OutlineIcon>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </OutlineIcon>
  );
}

/**
 * The field for a form that registers it (`{...form.register(name)}` on a native input before). The
 * form reads and writes its value through the ref it is given, as it would a native input's `value`.
 */
export function RegisteredDateTimeField({
  registration,
  ...shared
}: Shared & { readonly label: string; readonly registration: UseFormRegisterReturn }) {
  const { name, onChange, onBlur, ref } = registration;
  const [value, setValue] = useState('');
  const current = useRef(value);
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      name,
      get value() {
        return current.current;
      },
      // The form sets it: its default, "Now", a reset after sending.
      set value(next: string) {
        current.current = next;
        setValue(next);
      },
      focus: () => input.current?.focus(),
    }),
    [name],
  );
  return (
    <DateTimeField
      {...shared}
      name={name}
      inputRef={input}
      value={value}
      onChange={(next) => {
        current.current = next;
        setValue(next);
        void onChange({ target: { name, value: next }, type: 'change' });
      }}
      onBlur={() => void onBlur({ target: { name, value: current.current }, type: 'blur' })}
    />
  );
}
