import { PageHeader } from '@/components/page-header';

export function SuppliersPage() {
  return <PageHeader title="Suppliers" description="Send a record to the analytics product." />;
}
