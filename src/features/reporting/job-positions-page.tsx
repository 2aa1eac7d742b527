import { PageHeader } from '@/components/page-header';

export function JobPositionsPage() {
  return <PageHeader title="Job positions" description="Send a record to the analytics product." />;
}
