/** The app's navigation, in the order the operator sees it; the labels are message keys. */
import { allows, type Role } from '@/api/roles';
import type { ReportForm } from '@/api/workspace/history';
import { workspaceRouteTable } from '@/api/workspace/routes';
import type { PlainMessageKey } from '@/i18n/catalog';
import { pages, reportingFormPath } from '@/lib/pages';

interface NavItem {
  readonly label: PlainMessageKey;
  readonly to: string;
  readonly children?: readonly NavItem[];
  /** The least role the page is for (every role when absent): the route table's for what it reads. */
  readonly role?: Role;
}

export const reportingForms = [
  { slug: 'suppliers', label: 'nav.suppliers' },
  { slug: 'job-positions', label: 'nav.jobPositions' },
  { slug: 'rpa', label: 'nav.rpa' },
  { slug: 'volumetry', label: 'nav.volumetry' },
] as const satisfies readonly { slug: ReportForm; label: PlainMessageKey }[];
export type ReportingFormSlug = (typeof reportingForms)[number]['slug'];

export const navigation: readonly NavItem[] = [
  { label: 'nav.overview', to: pages.overview },
  { label: 'nav.run', to: pages.run },
  { label: 'nav.queue', to: pages.queue },
  { label: 'nav.catalog', to: pages.catalog },
  { label: 'nav.schedules', to: pages.schedules },
  { label: 'nav.activity', to: pages.activity },
  { label: 'nav.watchdogs', to: pages.watchdogs },
  { label: 'nav.team', to: pages.team, role: workspaceRouteTable.team.role },
  // Everyone's: one's own tokens.
  { label: 'nav.tokens', to: pages.tokens, role: workspaceRouteTable.apiTokens.role },
  {
    label: 'nav.reporting',
    to: pages.reporting,
    children: [
      ...reportingForms.map((form) => ({ label: form.label, to: reportingFormPath(form.slug) })),
      { label: 'nav.reportingPlans', to: pages.reportingPlans },
    ],
  },
];

/** The navigation as `role` sees it: the pages it may use. */
export const navigationFor = (role: Role): readonly NavItem[] =>
  navigation.filter((item) => item.role === undefined || allows(role, item.role));
