/** The app's navigation, in the order the operator sees it. */
import type { ReportForm } from '@/api/workspace';

export interface NavItem {
  readonly label: string;
  readonly to: string;
  readonly children?: readonly NavItem[];
}

export const reportingForms = [
  { slug: 'suppliers', label: 'Suppliers' },
  { slug: 'job-positions', label: 'Job positions' },
  { slug: 'rpa', label: 'RPA executions' },
  { slug: 'volumetry', label: 'Document volumetry' },
] as const satisfies readonly { slug: ReportForm; label: string }[];
export type ReportingFormSlug = (typeof reportingForms)[number]['slug'];

export const navigation: readonly NavItem[] = [
  { label: 'Run a robot', to: '/run' },
  { label: 'Queue', to: '/queue' },
  { label: 'Catalog', to: '/catalog' },
  { label: 'Activity', to: '/activity' },
  {
    label: 'Reporting',
    to: '/reporting',
    children: reportingForms.map((form) => ({ label: form.label, to: `/reporting/${form.slug}` })),
  },
];
