/**
 * The yardstick of `npm run bench:bundle`: a one-page sign-in form on the app's stack, written the plain
 * way (Mantine's whole stylesheet, classic zod, a mutation that posts the form, a router). The app's first
 * visits are compared with this page's, built and measured the same way in the same run.
 */
import '@mantine/core/styles.css';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Center,
  MantineProvider,
  Paper,
  PasswordInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { createBrowserRouter, RouterProvider, useNavigate } from 'react-router';
import { z } from 'zod';

const schema = z.object({
  username: z.email('Enter an e-mail address'),
  password: z.string().min(1, 'Enter your password'),
});
type Values = z.infer<typeof schema>;

async function signIn(values: Values): Promise<unknown> {
  const response = await fetch('/session', {
    method: 'POST',
    body: JSON.stringify(values),
    headers: { 'Content-Type': 'application/json' },
  });
  if (!response.ok) throw new Error('The sign-in was refused.');
  return response.json();
}

function LoginPage() {
  const navigate = useNavigate();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '' },
  });
  const mutation = useMutation({ mutationFn: signIn });
  const submit = form.handleSubmit(async (values) => {
    await mutation.mutateAsync(values);
    await navigate('/');
  });
  return (
    <Center mih="100vh">
      <Paper withBorder p="xl" w={420}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1}>Sign in</Title>
            <TextInput
              label="E-mail"
              {...form.register('username')}
              error={form.formState.errors.username?.message}
            />
            <PasswordInput
              label="Password"
              {...form.register('password')}
              error={form.formState.errors.password?.message}
            />
            <Button type="submit" loading={mutation.isPending}>
              Sign in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}

const router = createBrowserRouter([{ path: '*', element: <LoginPage /> }]);
const queryClient = new QueryClient();
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
