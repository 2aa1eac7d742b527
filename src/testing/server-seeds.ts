/**
 * The server's own seeding helpers, for screen tests that need the team's state as the server keeps it
 * (only src/testing and src/mocks may run the server's code): executions straight into the journal, a
 * schedule row with its next fire, an execution stuck in the queue long enough to raise its alert, a
 * reporting plan and a send of one of its days.
 */
export { seedJournal, type JournalSeed } from '../../server/testing/journal-seed';
export { keepDaySend, utcDailyPlan } from '../../server/testing/reporting-seed';
export { addScheduleRow } from '../../server/testing/schedule-rows';
export { seedStuckExecution } from '../../server/testing/stuck-execution';
