import { OverviewPage } from '@/features/overview/overview-page';

export function OverviewRoute() {
  return <OverviewPage />;
}
