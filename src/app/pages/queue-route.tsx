import { PageHeader } from '@/components/page-header';

export function QueueRoute() {
  return <PageHeader title="Queue" description="The executions started or tracked from this browser." />;
}
