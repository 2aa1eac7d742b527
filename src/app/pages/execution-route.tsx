import { ExecutionPage } from '@/features/executions/execution-page';

export function ExecutionRoute() {
  return <ExecutionPage />;
}
