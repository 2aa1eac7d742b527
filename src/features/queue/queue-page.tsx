import { PageHeader } from '@/components/page-header';

export function QueuePage() {
  return <PageHeader title="Queue" description="The executions started or tracked from this browser." />;
}
