import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Code,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { isApiError } from '@/api/api-error';
import { errorMessage } from '@/lib/error-message';
import { safeRedirect } from '@/lib/safe-redirect';
import { demoAccount } from '@/mocks/demo';
import { useSession, useSignIn } from './session-query';

export const signInSchema = z.object({
  username: z.email('Enter your e-mail address, e.g. name@company.com.'),
  password: z.string().min(1, 'Enter your password.'),
});
type SignInValues = z.infer<typeof signInSchema>;

// Vite replaces MODE with a literal, so the demo account is dropped from production bundles.
const demo = import.meta.env.MODE === 'mock' ? demoAccount : undefined;

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const signIn = useSignIn();
  const redirectTo = safeRedirect(params.get('redirectTo'));
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { username: '', password: '' },
  });

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

  const refusal = signIn.error;
  return (
    <Center mih="100vh" p="md">
      <Paper component="main" withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <form onSubmit={submit} noValidate aria-labelledby="sign-in-title">
          <Stack>
            <div>
              <Title order={1} size="h2" id="sign-in-title">
                Robot Console
              </Title>
              <Text c="dimmed" size="sm">
                {params.has('redirectTo')
                  ? 'Sign in to continue where you were.'
                  : 'Sign in to run and follow your robots.'}
              </Text>
            </div>
            {refusal !== null && (
              <Alert color="red" role="alert" title="Sign-in failed">
                {isApiError(refusal) && refusal.kind === 'unauthorized'
                  ? 'The username or password is not right.'
                  : errorMessage(refusal)}
              </Alert>
            )}
            <TextInput
              label="Username"
              description="Your e-mail address"
              type="email"
              autoComplete="username"
              required
              autoFocus
              error={form.formState.errors.username?.message}
              {...form.register('username')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              error={form.formState.errors.password?.message}
              {...form.register('password')}
            />
            <Button type="submit" loading={form.formState.isSubmitting}>
              Sign in
            </Button>
            {demo !== undefined && (
              <Alert color="indigo" variant="outline" title="Demo mode" role="note">
                No backend is running: sign in with <Code>{demo.username}</Code> and password{' '}
                <Code>{demo.password}</Code>.{' '}
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => {
                    form.setValue('username', demo.username);
                    form.setValue('password', demo.password);
                  }}
                >
                  Fill in the demo account
                </Anchor>
              </Alert>
            )}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
