import { ActivityPage } from '@/features/activity/activity-page';
import { useT } from '@/i18n/i18n-provider';
import { reportingForms } from '../navigation';

export function ActivityRoute() {
  const t = useT();
  // The log names a reporting send by its form's slug; the navigation knows each form's name.
  const formLabel = (form: string) => {
    const found = reportingForms.find((candidate) => candidate.slug === form);
    return found === undefined ? undefined : t(found.label);
  };
  return <ActivityPage formLabel={formLabel} />;
}
