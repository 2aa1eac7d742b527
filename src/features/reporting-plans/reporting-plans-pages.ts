/**
 * The reporting plans' two pages, one chunk for both routes (routes.tsx): the code they share (the plan's
 * and the send's words, dialogs, figures) is loaded once, and counts once among the app's shared code.
 */
export { ReportingPlansPage } from './plans-page';
export { ReportingSendsPage } from './sends-page';
