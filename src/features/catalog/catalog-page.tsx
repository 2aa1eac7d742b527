import { PageHeader } from '@/components/page-header';

export function CatalogPage() {
  return <PageHeader title="Catalog" description="The Runtimes and Robots you work with." />;
}
