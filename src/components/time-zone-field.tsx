import { Autocomplete } from '@mantine/core';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/** The zones the browser knows, for the picker (any other IANA zone may still be typed). */
const zoneList = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];

/** An IANA time zone, picked from the browser's or typed (the server decides whether it knows it). */
export function TimeZoneField<Values extends FieldValues>({
  control,
  name,
  label,
  description,
}: {
  control: Control<Values>;
  name: FieldPathByValue<Values, string>;
  label: string;
  description?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          label={label}
          description={description}
          withAsterisk
          data={zoneList}
          limit={20}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
