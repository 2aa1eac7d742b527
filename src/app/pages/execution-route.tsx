import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';

export function ExecutionRoute() {
  const { computerId = '', executionId = '' } = useParams();
  return <PageHeader title={`Execution ${executionId}`} description={`On Runtime ${computerId}`} />;
}
