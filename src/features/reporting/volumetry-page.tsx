import { PageHeader } from '@/components/page-header';

export function VolumetryPage() {
  return <PageHeader title="Document volumetry" description="Send a record to the analytics product." />;
}
