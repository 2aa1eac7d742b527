import { RunPage } from '@/features/run/run-page';

export function RunRoute() {
  return <RunPage />;
}
