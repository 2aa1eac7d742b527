import { QueuePage } from '@/features/queue/queue-page';

export function QueueRoute() {
  return <QueuePage />;
}
