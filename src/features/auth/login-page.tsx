import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Code,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from '@/api/zod';
import { isApiError } from '@/api/api-error';
import { usePreferencesInPlace } from '@/components/preferences-in-place';
import { useT, Words, type Translate } from '@/i18n/i18n-provider';
import { useErrorsInLanguage } from '@/i18n/use-errors-in-language';
import { offeredDemoAccounts, type DemoAccount } from '@/lib/demo-account';
import { errorMessage } from '@/i18n/error-message';
import { safeRedirect } from '@/lib/safe-redirect';
import { useSession, useSignIn } from './session-query';

const signInSchema = (t: Translate) =>
  z.object({
    username: z.email(t('signIn.usernameInvalid')),
    password: z.string().min(1, t('signIn.passwordMissing')),
  });
type SignInValues = z.infer<ReturnType<typeof signInSchema>>;

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const signIn = useSignIn();
  const redirectTo = safeRedirect(params.get('redirectTo'));
  const t = useT();
  // Only the demo offers accounts (lib/demo-account.ts); it does so before the app draws.
  const demo = offeredDemoAccounts();
  const schema = useMemo(() => signInSchema(t), [t]);
  const form = useForm<SignInValues>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '' },
  });
  useErrorsInLanguage(form, schema);
  const preferences = usePreferencesInPlace();

  if (session.data) return <Navigate to={redirectTo} replace />;

  const submit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
      await navigate(redirectTo, { replace: true });
    } catch (error) {
      // The password is cleared after a refusal; the username stays as typed.
      if (isApiError(error) && error.kind === 'unauthorized') form.resetField('password');
      form.setFocus('password');
    }
  });

  const fill = (account: DemoAccount) => {
    form.setValue('username', account.username);
    form.setValue('password', account.password);
  };

  const refusal = signIn.error;
  return (
    <Center mih="100vh" p="md">
      <Paper component="main" withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <Stack>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Title order={1} size="h2" id="sign-in-title">
                {t('app.name')}
              </Title>
              <Text c="dimmed" size="sm">
                {params.has('redirectTo') ? t('signIn.continue') : t('signIn.intro')}
              </Text>
            </div>
            {preferences.button}
          </Group>
          {preferences.panel}
          <form onSubmit={submit} noValidate aria-labelledby="sign-in-title">
            <Stack>
              {refusal !== null && (
                <Alert color="red" role="alert" title={t('signIn.failed')}>
                  {isApiError(refusal) && refusal.kind === 'unauthorized'
                    ? t('signIn.wrongCredentials')
                    : errorMessage(refusal, t)}
                </Alert>
              )}
              <TextInput
                label={t('signIn.username')}
                description={t('signIn.usernameHint')}
                type="email"
                autoComplete="username"
                required
                autoFocus
                error={form.formState.errors.username?.message}
                {...form.register('username')}
              />
              <PasswordInput
                label={t('signIn.password')}
                autoComplete="current-password"
                required
                error={form.formState.errors.password?.message}
                {...form.register('password')}
              />
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t('signIn.submit')}
              </Button>
              {demo !== undefined && (
                <Alert color="indigo" variant="outline" title={t('signIn.demoTitle')} role="note">
                  <Stack gap="xs">
                    <DemoAccountLine
                      account={demo.admin}
                      text="signIn.demoText"
                      fill="signIn.demoFill"
                      onFill={fill}
                    />
                    {demo.viewer !== undefined && (
                      <DemoAccountLine
                        account={demo.viewer}
                        text="signIn.demoViewerText"
                        fill="signIn.demoViewerFill"
                        onFill={fill}
                      />
                    )}
                  </Stack>
                </Alert>
              )}
            </Stack>
          </form>
        </Stack>
      </Paper>
    </Center>
  );
}

/** One of the demo's accounts, and the button that fills the form with it. */
function DemoAccountLine({
  account,
  text,
  fill,
  onFill,
}: {
  account: DemoAccount;
  text: 'signIn.demoText' | 'signIn.demoViewerText';
  fill: 'signIn.demoFill' | 'signIn.demoViewerFill';
  onFill: (account: DemoAccount) => void;
}) {
  const t = useT();
  return (
    <Text size="sm">
      <Words
        id={text}
        values={{ username: <Code>{account.username}</Code>, password: <Code>{account.password}</Code> }}
      />{' '}
      <Anchor component="button" type="button" size="sm" onClick={() => onFill(account)}>
        {t(fill)}
      </Anchor>
    </Text>
  );
}
