/**
 * The contract of the console's own API, the team workspace (`/api/...` on our server): what the server
 * answers and what it accepts, as zod schemas that both sides read. The upstream service's contract is
 * schemas.ts; this one is ours.
 */
// One module per resource; this one names them all, for the server and the callers that read several.
export * from './workspace/activity';
export * from './workspace/catalog';
export * from './workspace/history';
export * from './workspace/journal';
export * from './workspace/move-in';
export * from './workspace/routes';
export { maxJournalPage } from './workspace/paging';
