import { PageHeader } from '@/components/page-header';

export function RunRoute() {
  return (
    <PageHeader title="Run a robot" description="Start a robot on a Runtime with its input variables." />
  );
}
