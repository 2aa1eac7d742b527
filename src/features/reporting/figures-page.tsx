import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, type ComponentType } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { Acknowledgement } from '@/api/schemas';
import type { z } from '@/api/zod';
import { PageHeader } from '@/components/page-header';
import { useT, type Translate } from '@/i18n/i18n-provider';
import { useErrorsInLanguage } from '@/i18n/use-errors-in-language';
import { useAppLocale, type AppLocale } from '@/lib/locale';
import { figuresDraftStores } from './figures-draft';
import { figuresFormDefaults, type FigureField, type FiguresFormInput } from './figure-fields';
import { WholeNumberField } from './figure-inputs';
import { FiguresFormFooter } from './figures-form-footer';
import { HistoryExport, type HistoryExportFields } from './history-export';
import { HistoryTable } from './history-table';
import { toLocalInput } from './local-date-time';
import { readIdeaId } from './number-fields';
import type { FormSchemas } from './report-history';
import { ReportPreview } from './report-preview';
import { AcknowledgementText } from './send-outcome';
import { useFiguresSend } from './use-figures-send';
import { FormPanel } from '@/components/form-panel';

/** A row of figures under an optional heading, each with its label (and a word on its unit). */
export interface FigureGroup {
  readonly title?: string;
  readonly fields: readonly {
    readonly name: FigureField;
    readonly label: string;
    readonly description?: string;
  }[];
}

/** What a figures page puts beside its form (the RPA page's "Fill from the queue") is given. */
export interface FiguresAsideProps<R> {
  readonly form: UseFormReturn<FiguresFormInput, unknown, R>;
  readonly groups: readonly FigureGroup[];
}

/**
 * What tells the RPA page from the volumetry page (spec §2.8, §2.9): the rest, an idea id, figures,
 * the processing time, the check against a record already sent, the preview and the history, is one page.
 */
export interface FiguresKind<R> {
  /** The words' group (`reporting.<form>.*`) and the history's form. */
  readonly form: 'rpa' | 'volumetry';
  readonly endpoint: 'rpaRecord' | 'volumetryRecord';
  /** From the text typed in `locale` to the record that is sent (the preview goes through it too). */
  readonly schema: (locale: string, t: Translate) => z.ZodType<R, FiguresFormInput>;
  readonly send: (record: R) => Promise<Acknowledgement>;
  readonly schemas: FormSchemas<R, Acknowledgement>;
  readonly exportFields: HistoryExportFields<R, Acknowledgement>;
  /** A record of the history in a line: figures written the language's way, the idea id as typed. */
  readonly describe: (record: R, locale: AppLocale, t: Translate) => string;
  readonly groups: (t: Translate) => readonly FigureGroup[];
  readonly Aside?: ComponentType<FiguresAsideProps<R>>;
}

export function FiguresPage<R extends object>({ kind }: { kind: FiguresKind<R> }) {
  const locale = useAppLocale();
  const t = useT();
  // One schema for Send and for the preview, so the preview is the body that is sent.
  const schema = useMemo(() => kind.schema(locale, t), [kind, locale, t]);
  const draft = figuresDraftStores[kind.form];
  const form = useForm<FiguresFormInput, unknown, R>({
    resolver: zodResolver(schema),
    // Read once, when the page opens: what was typed before a reload or a visit elsewhere, else the
    // remembered idea id and now as the processing time.
    defaultValues: draft.get() ?? figuresFormDefaults(),
  });
  useErrorsInLanguage(form, schema);
  // Each change is kept as it is typed (through a subscription, not at every render of the form).
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => draft.set(values),
      }),
    [form, draft],
  );
  const { control } = form;
  const send = useFiguresSend(kind.form, kind.send, () => {
    // The next record starts with the same idea id, no figures, and now as its processing time.
    form.reset(figuresFormDefaults());
    draft.set(null);
  });
  const submit = form.handleSubmit((record) => send.submit(record));
  const sendAnyway = form.handleSubmit((record) => send.submit(record, true));
  const setNow = () =>
    form.setValue('processedAt', toLocalInput(new Date()), { shouldDirty: true, shouldValidate: true });
  const groups = kind.groups(t);
  const { Aside } = kind;

  const recordForm = (
    <FormPanel label={t(`reporting.${kind.form}.form`)} onSubmit={submit}>
      <Stack>
        <WholeNumberField
          control={control}
          name="ideaId"
          label={t('reporting.ideaId.label')}
          locale={locale}
          read={readIdeaId}
        />
        {groups.map((group) => (
          <Stack key={group.fields[0]?.name} gap="md">
            {group.title !== undefined && (
              <Title order={2} size="h5">
                {group.title}
              </Title>
            )}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {group.fields.map((field) => (
                <WholeNumberField
                  key={field.name}
                  control={control}
                  name={field.name}
                  locale={locale}
                  label={field.label}
                  description={field.description}
                />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
        <FiguresFormFooter
          endpoint={kind.endpoint}
          control={control}
          processedAt={form.register('processedAt')}
          processedAtError={form.formState.errors.processedAt?.message}
          onNow={setNow}
          send={send}
          onSendAnyway={() => void sendAnyway()}
        />
      </Stack>
    </FormPanel>
  );
  const history = (
    <HistoryTable
      title={t(`reporting.${kind.form}.history`)}
      form={kind.form}
      schemas={kind.schemas}
      describe={(record) => <Text size="sm">{kind.describe(record, locale, t)}</Text>}
      result={(ack) => <AcknowledgementText {...ack} />}
    />
  );

  return (
    <>
      <PageHeader
        title={t(`reporting.${kind.form}.title`)}
        description={t(`reporting.${kind.form}.description`)}
        actions={<HistoryExport form={kind.form} schemas={kind.schemas} fields={kind.exportFields} />}
      />
      {Aside === undefined ? (
        <Stack gap="lg" maw={880}>
          {recordForm}
          <ReportPreview endpoint={kind.endpoint} control={control} schema={schema} />
          {history}
        </Stack>
      ) : (
        <>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <Stack>
                {recordForm}
                <ReportPreview endpoint={kind.endpoint} control={control} schema={schema} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <Aside form={form} groups={groups} />
            </Grid.Col>
          </Grid>
          <Stack mt="lg">{history}</Stack>
        </>
      )}
    </>
  );
}
