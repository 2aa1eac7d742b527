import { PageHeader } from '@/components/page-header';

export function RpaPage() {
  return <PageHeader title="RPA executions" description="Send a record to the analytics product." />;
}
