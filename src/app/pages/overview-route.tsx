import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { AlertsSection } from '@/features/alerts/alerts-section';
import { OverviewPage } from '@/features/overview/overview-page';
import { needWords } from '@/i18n/catalog';
import { pages } from '@/lib/pages';
import { NotFoundPage } from '../not-found-page';

/** The printable monthly summary, fetched with its words when it is opened. */
const MonthlySummaryPage = lazy(async () => {
  const [page] = await Promise.all([
    import('@/features/overview/monthly-summary-page'),
    needWords('reporting'),
  ]);
  return { default: page.MonthlySummaryPage };
});

/** The overview, with the watchdogs' alerts among its figures; and, under it, the monthly summary. */
export function OverviewRoute() {
  const { pathname } = useLocation();
  if (pathname === pages.overviewSummary) {
    return (
      <Suspense>
        <MonthlySummaryPage />
      </Suspense>
    );
  }
  if (pathname !== pages.overview) return <NotFoundPage />;
  return <OverviewPage alerts={<AlertsSection />} />;
}
