import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { isApiError } from '@/api/api-error';
import { allows, roles } from '@/api/roles';
import {
  apiTokenCreateSchema,
  apiTokenLifetimes,
  apiTokenNameMax,
  type ApiTokenCreated,
} from '@/api/workspace/api-tokens';
import { z } from '@/api/zod';
import { FormPanel } from '@/components/form-panel';
import { sessionQueryKey } from '@/data/session';
import { useRole } from '@/data/use-role';
import { workspaceApi, workspaceKeys } from '@/data/workspace-client';
import { errorMessage } from '@/i18n/error-message';
import { useT, type Translate } from '@/i18n/i18n-provider';
import { roleKeys } from '@/i18n/role-words';
import { useErrorsInLanguage } from '@/i18n/use-errors-in-language';

/**
 * `apiTokenCreateSchema` (the server's rule) as the form fills it, refusing in the operator's words. The
 * name is sent exactly as typed: blank or spaced names are refused, never trimmed. The lifetime comes
 * from a select, as text.
 */
const tokenFormSchema = (t: Translate) =>
  apiTokenCreateSchema.extend({
    name: z
      .string()
      .refine((name) => name.trim() !== '', t('tokens.form.nameBlank'))
      .refine((name) => name.trim() === name, t('tokens.form.nameSpaces'))
      .refine(
        (name) => name.length <= apiTokenNameMax,
        t('tokens.form.nameTooLong', { max: apiTokenNameMax }),
      ),
    expiresInDays: z.string().transform(Number).pipe(apiTokenCreateSchema.shape.expiresInDays),
  });

type TokenFormInput = z.input<ReturnType<typeof tokenFormSchema>>;
type TokenFormValues = z.output<ReturnType<typeof tokenFormSchema>>;

/** The lowest role and a month: what a new token has unless the operator chooses otherwise. */
const blankForm: TokenFormInput = { name: '', role: 'viewer', expiresInDays: '30' };

const roleTooHigh = (error: unknown) => isApiError(error) && error.code === 'role-too-high';

/**
 * Makes a token: a name, a role up to the operator's own, a lifetime. The token the server answers is
 * handed to `onCreated` and kept nowhere else (the mutation forgets it at once); `onSending` lets the
 * page drop the one it showed before, as soon as another is asked for.
 */
export function NewTokenForm({
  onSending,
  onCreated,
}: {
  onSending: () => void;
  onCreated: (created: ApiTokenCreated) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const myRole = useRole();
  const schema = useMemo(() => tokenFormSchema(t), [t]);
  const form = useForm<TokenFormInput, unknown, TokenFormValues>({
    resolver: zodResolver(schema),
    defaultValues: blankForm,
  });
  useErrorsInLanguage(form, schema);
  const create = useMutation({
    mutationFn: (values: TokenFormValues) => workspaceApi.createApiToken(values),
    // The answer holds the secret: the mutation cache drops it as soon as nothing watches it.
    gcTime: 0,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.apiTokens() }),
  });

  const submit = form.handleSubmit(async (values) => {
    onSending();
    let created: ApiTokenCreated;
    try {
      created = await create.mutateAsync(values);
    } catch (error) {
      // The role was taken down since the page read it: the role's field says so, and offers what is left.
      if (roleTooHigh(error)) {
        form.setError('role', { message: errorMessage(error, t) });
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }
      return; // Otherwise shown below from `create.error`; a lost session is handled app-wide.
    }
    // The page holds the secret from here on; the mutation keeps none of it.
    create.reset();
    onCreated(created);
    form.reset(blankForm);
  });

  return (
    <FormPanel label={t('tokens.form.title')} onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('tokens.form.title')}
        </Title>
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            label={t('tokens.form.name')}
            description={t('tokens.form.nameHint')}
            withAsterisk
            autoComplete="off"
            error={form.formState.errors.name?.message}
            errorProps={{ style: { overflowWrap: 'anywhere' } }}
            style={{ flex: '2 1 260px' }}
            {...form.register('name')}
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field, fieldState }) => (
              <NativeSelect
                label={t('tokens.form.role')}
                description={t('tokens.form.roleHint')}
                // A role above one's own is not offered; one chosen before the role was taken down stays
                // shown as it is (not silently changed), refused, until another is chosen.
                data={roles
                  .filter((role) => allows(myRole, role) || role === field.value)
                  .map((role) => ({
                    value: role,
                    label: t(roleKeys[role]),
                    disabled: !allows(myRole, role),
                  }))}
                error={fieldState.error?.message}
                style={{ flex: '1 1 160px' }}
                {...field}
              />
            )}
          />
          <Controller
            control={form.control}
            name="expiresInDays"
            render={({ field, fieldState }) => (
              <NativeSelect
                label={t('tokens.form.lifetime')}
                description={t('tokens.form.lifetimeHint')}
                data={apiTokenLifetimes.map((days) => ({
                  value: String(days),
                  label: t('tokens.form.days', { count: days }),
                }))}
                error={fieldState.error?.message}
                style={{ flex: '1 1 140px' }}
                {...field}
              />
            )}
          />
        </Group>
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('tokens.form.create')}
          </Button>
        </Group>
        {create.error !== null && !roleTooHigh(create.error) && (
          <Alert color="red" role="alert" title={t('tokens.form.failed')}>
            {errorMessage(create.error, t)}
          </Alert>
        )}
      </Stack>
    </FormPanel>
  );
}
