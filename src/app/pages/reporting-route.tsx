import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { reportingForms } from '../navigation';
import { NotFoundPage } from '../not-found-page';

export function ReportingRoute() {
  const { form } = useParams();
  const current = reportingForms.find((candidate) => candidate.slug === form);
  if (current === undefined) return <NotFoundPage />;
  return <PageHeader title={current.label} description="Send a record to the analytics product." />;
}
