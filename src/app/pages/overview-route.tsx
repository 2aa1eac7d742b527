import { AlertsSection } from '@/features/alerts/alerts-section';
import { OverviewPage } from '@/features/overview/overview-page';

/** The overview, with the watchdogs' alerts among its figures. */
export function OverviewRoute() {
  return <OverviewPage alerts={<AlertsSection />} />;
}
