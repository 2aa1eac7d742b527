import { ActivityPage } from '@/features/activity/activity-page';
import { reportingForms } from '../navigation';

/** The log names a reporting send by its form's slug; the navigation knows each form's name. */
const formLabel = (form: string) => reportingForms.find((candidate) => candidate.slug === form)?.label;

export function ActivityRoute() {
  return <ActivityPage formLabel={formLabel} />;
}
