import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { JobPositionsPage } from '@/features/reporting/job-positions-page';
import { ReportingAvailability, type ReportEndpoint } from '@/features/reporting/reporting-availability';
import { RpaPage } from '@/features/reporting/rpa-page';
import { SuppliersPage } from '@/features/reporting/suppliers-page';
import { VolumetryPage } from '@/features/reporting/volumetry-page';
import type { ReportingFormSlug } from '../navigation';
import { NotFoundPage } from '../not-found-page';

const pages: Record<ReportingFormSlug, ComponentType> = {
  suppliers: SuppliersPage,
  'job-positions': JobPositionsPage,
  rpa: RpaPage,
  volumetry: VolumetryPage,
};

/** The endpoint each form sends its record to. */
const sentTo: Record<ReportingFormSlug, ReportEndpoint> = {
  suppliers: 'supplier',
  'job-positions': 'jobPosition',
  rpa: 'rpaRecord',
  volumetry: 'volumetryRecord',
};

function isFormSlug(value: string | undefined): value is ReportingFormSlug {
  return value !== undefined && Object.hasOwn(pages, value);
}

export function ReportingRoute() {
  const { form } = useParams();
  if (!isFormSlug(form)) return <NotFoundPage />;
  const Page = pages[form];
  return (
    <>
      <ReportingAvailability endpoint={sentTo[form]} />
      <Page />
    </>
  );
}
