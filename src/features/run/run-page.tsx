import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Grid, Group, Input, SegmentedControl, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { endpoints } from '@/api/endpoints';
import { PageHeader } from '@/components/page-header';
import { RoleNote } from '@/components/role-note';
import { useAllowed } from '@/data/use-role';
import { teamCatalogQuery } from '@/data/workspace-queries';
import { notifyWithUndo } from '@/components/undo-notification';
import { useT } from '@/i18n/i18n-provider';
import { useErrorsInLanguage } from '@/i18n/use-errors-in-language';
import { errorMessage } from '@/i18n/error-message';
import { executionPath } from '@/lib/pages';
import { readRunLink } from '@/lib/run-links';
import { useMountedRef } from '@/lib/use-mounted-ref';
import { useStartRun } from '@/lib/use-start-run';
import { CatalogIdField } from '@/components/catalog-id-field';
import { describeCatalogId } from './catalog-match';
import { ClearFormButton } from './clear-form-button';
import { PrefillNoteAlert, usePrefillNote } from './prefill-note';
import { RequestPreview } from './request-preview';
import { runDraftStore } from './run-draft';
import {
  emptyRunForm,
  runFormSchema,
  toRunInput,
  type RunFormInput,
  type RunFormValues,
} from './run-form-schema';
import { RunLinkFill } from './run-link-fill';
import { announceReplaced, announceStarted } from './run-notifications';
import { catalogRobot, sameRows, templateRows } from './catalog-template';
import { secretNamesFor, withoutSecretValues } from './secret-variables';
import { VariableRows } from './variable-rows';
import { FormPanel } from '@/components/form-panel';

/** The API version's caption: the radio group takes its name and its hint from it. */
const apiVersionId = 'run-api-version';
const cannotRunId = 'run-role-note';

export function RunPage() {
  const t = useT();
  const navigate = useNavigate();
  // A link from another page (an execution's "Edit and run again", the command palette) fills the form.
  const [searchParams] = useSearchParams();
  const link = readRunLink(searchParams);
  const { key: historyKey } = useLocation();
  const prefillNote = usePrefillNote();
  // The team's catalog, for the pickers; while it loads (or if it cannot), ids are typed by hand.
  const catalog = useQuery(teamCatalogQuery);
  const robots = catalog.data?.robots;
  const catalogFailed = catalog.isError && catalog.data === undefined;
  const queryClient = useQueryClient();
  const run = useStartRun();
  // Both versions of the run call need the same role; the form is still there to read and prepare.
  const mayRun = useAllowed(endpoints.runV2.role);
  const mounted = useMountedRef();
  const schema = useMemo(() => runFormSchema(t, robots), [t, robots]);
  const form = useForm<RunFormInput, unknown, RunFormValues>({
    resolver: zodResolver(schema),
    // A field is checked once the operator leaves it, then at every keystroke: an id that cannot work
    // is explained where it was typed, not when "Run" is pressed.
    mode: 'onTouched',
    // Read once: the draft restores what was typed before a reload or a visit elsewhere.
    defaultValues: runDraftStore.get(),
  });
  useErrorsInLanguage(form, schema);

  useEffect(() => {
    // Saved through a subscription rather than on every render of the form; a secret's value stays out
    // of the browser's storage.
    return form.subscribe({
      formState: { values: true },
      callback: ({ values: typed }) => {
        const team = queryClient.getQueryData(teamCatalogQuery.queryKey);
        runDraftStore.set(withoutSecretValues(typed, secretNamesFor(team?.robots, typed.robotId)));
      },
    });
  }, [form, queryClient]);

  const runtimeChoices = useMemo(
    () => (catalog.data?.runtimes ?? []).map((r) => ({ id: r.computerId, name: r.name })),
    [catalog.data?.runtimes],
  );
  const robotChoices = useMemo(() => (robots ?? []).map((r) => ({ id: r.robotId, name: r.name })), [robots]);

  /**
   * A catalog robot's id entered in the field (typed, pasted or picked) fills in its variables template.
   * Rows the operator made are replaced with an undo; rows that were only the template of the robot
   * entered before (a shorter id on the way to this one) are not theirs to bring back.
   */
  const fillTemplate = (robotId: string, before: string) => {
    const robot = catalogRobot(robots, robotId);
    if (robot === undefined) return;
    const previous = form.getValues('variables');
    const template = templateRows(robot.variables);
    if (sameRows(previous, template)) return;
    form.setValue('variables', template, { shouldDirty: true });
    const replaced = catalogRobot(robots, before);
    const untouched = replaced !== undefined && sameRows(previous, templateRows(replaced.variables));
    if (previous.length > 0 && !untouched) {
      announceReplaced(robot.name, t, () => form.setValue('variables', previous, { shouldDirty: true }));
    }
  };

  /**
   * An id entered before the catalog answered gets its template once it does: the field may be typed
   * into the moment the page opens. Kept: what was in the field before the first such entry.
   */
  const enteredBeforeCatalog = useRef<string | undefined>(undefined);
  const robotEntered = (robotId: string, before: string) => {
    if (robots === undefined) enteredBeforeCatalog.current ??= before;
    else fillTemplate(robotId, before);
  };
  const catalogArrived = useEffectEvent(() => {
    const before = enteredBeforeCatalog.current;
    if (before === undefined) return;
    enteredBeforeCatalog.current = undefined;
    fillTemplate(form.getValues('robotId'), before);
  });
  useEffect(() => {
    if (robots !== undefined) catalogArrived();
  }, [robots]);

  /** Clearing is one click away from losing a long list of variables, so it can be taken back. */
  const clearForm = () => {
    const before = structuredClone(form.getValues());
    form.reset(emptyRunForm);
    run.reset();
    prefillNote.dismiss();
    notifyWithUndo({
      message: t('run.clear.done'),
      undo: () => form.reset(before),
      undoLabel: t('run.clear.undo'),
    });
  };

  const submit = form.handleSubmit(async (valid) => {
    try {
      const input = toRunInput(valid);
      const executionId = await run.start(input);
      const path = executionPath({ computerId: input.computerId, executionId });
      // The operator may have moved on while the call ran: then say where the execution is instead.
      if (mounted.current) await navigate(path);
      else announceStarted(input.robotId, path, t);
    } catch {
      // The error is shown above the button; the form keeps everything as typed.
    }
  });

  return (
    <>
      <PageHeader title={t('run.page.title')} description={t('run.page.description')} />
      {link !== undefined && (
        <RunLinkFill
          key={historyKey}
          link={link}
          form={form}
          robots={robots}
          catalogSettled={!catalog.isPending}
          onFilled={run.reset}
        />
      )}
      {prefillNote.note !== undefined && (
        <PrefillNoteAlert note={prefillNote.note} onDismiss={prefillNote.dismiss} />
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <FormPanel label={t('run.page.title')} onSubmit={submit}>
            <Stack>
              {/* Side by side where there is room; one under the other on a phone. */}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <CatalogIdField
                  control={form.control}
                  name="computerId"
                  label={t('run.runtime.label')}
                  description={(value) =>
                    describeCatalogId(
                      value,
                      runtimeChoices,
                      catalogFailed ? t('run.runtime.hintNoCatalog') : t('run.runtime.hint'),
                      t,
                    )
                  }
                  choices={runtimeChoices}
                />
                <CatalogIdField
                  control={form.control}
                  name="robotId"
                  label={t('run.robot.label')}
                  description={(value) =>
                    describeCatalogId(
                      value,
                      robotChoices,
                      catalogFailed ? t('run.robot.hintNoCatalog') : t('run.robot.hint'),
                      t,
                    )
                  }
                  choices={robotChoices}
                  onEntered={robotEntered}
                />
              </SimpleGrid>
              <Controller
                control={form.control}
                name="apiVersion"
                render={({ field }) => (
                  // A group of radios, not one input: its label is a caption the group names itself by
                  // (a <label for> would point at no input, which the browser reports as an issue).
                  <Input.Wrapper
                    id={apiVersionId}
                    labelElement="div"
                    label={t('run.apiVersion.label')}
                    description={t('run.apiVersion.hint')}
                  >
                    <SegmentedControl
                      aria-labelledby={`${apiVersionId}-label`}
                      aria-describedby={`${apiVersionId}-description`}
                      display="flex"
                      w="fit-content"
                      mt={4}
                      value={field.value}
                      onChange={(value) => field.onChange(value === 'v1' ? 'v1' : 'v2')}
                      data={[
                        { value: 'v2', label: t('run.apiVersion.v2') },
                        { value: 'v1', label: t('run.apiVersion.v1') },
                      ]}
                    />
                  </Input.Wrapper>
                )}
              />
              <Title order={2} size="h4">
                {t('run.variables.title')}
              </Title>
              <VariableRows
                control={form.control}
                register={form.register}
                robots={robots}
                cannotRunNote={mayRun ? undefined : cannotRunId}
              />
              {run.error !== null && (
                <Alert color="red" role="alert" title={t('run.failed.title')}>
                  {t('run.failed.text', { reason: errorMessage(run.error, t) })}
                </Alert>
              )}
              <Group justify="space-between">
                <ClearFormButton control={form.control} onClear={clearForm} />
                <Button
                  type="submit"
                  loading={run.isPending}
                  disabled={!mayRun}
                  aria-describedby={mayRun ? undefined : cannotRunId}
                >
                  {t('run.submit')}
                </Button>
              </Group>
              {!mayRun && <RoleNote id={cannotRunId}>{t('run.role.cannotRun')}</RoleNote>}
            </Stack>
          </FormPanel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <RequestPreview control={form.control} robots={robots} />
        </Grid.Col>
      </Grid>
    </>
  );
}
