/** The executions feature's words in English; keys start with `executions.` (see src/app/word-parts.ts). */
export const words = {
  'executions.title': 'Execution {id}',
  'executions.loading': 'Loading the execution',
  'executions.journalError': 'The team journal could not be read',

  'executions.facts.runtime': 'Runtime {runtime}',
  'executions.facts.robot': 'Robot {robot}',
  'executions.facts.startedBy': 'started by {who} on {when}',
  'executions.facts.trackedBy': 'tracked by {who} on {when}',
  'executions.facts.startedBySchedule': 'started by the schedule {schedule} (as {who}) on {when}',
  'executions.facts.deletedBy': 'deleted by {who} on {when}',
  'executions.facts.unknownOperator': 'an unknown operator',
  'executions.facts.inQueue': 'in the team’s queue',
  'executions.facts.notInJournal': 'not in the team’s journal',

  'executions.actions.refresh': 'Refresh',
  'executions.actions.track': 'Track in queue',
  'executions.actions.notTracked': 'Not tracked',
  'executions.actions.runAgain': 'Run again',
  'executions.actions.editAndRunAgain': 'Edit and run again',
  'executions.actions.notStarted': 'The robot was not started again',
  'executions.actions.trackedById':
    'Tracked by id: the inputs it was started with are unknown here, so it cannot be run again. Start it from the run form.',
  'executions.actions.secrets': {
    one: 'The value of the secret variable {names} was never stored, so it cannot be run again as it was. Edit and run again leaves it empty for you to type again.',
    other:
      'The values of the secret variables {names} were never stored, so it cannot be run again as it was. Edit and run again leaves them empty for you to type again.',
  },

  'executions.delete.button': 'Delete',
  'executions.delete.title': 'Delete this queued execution?',
  'executions.delete.text':
    'Execution {id} on Runtime {runtime} will be removed from the queue before it starts. This cannot be undone.',
  'executions.delete.textWithRobot':
    'Execution {id} of robot {robot} on Runtime {runtime} will be removed from the queue before it starts. This cannot be undone.',
  'executions.delete.cancel': 'Cancel',
  'executions.delete.confirm': 'Delete execution',
  'executions.delete.done': 'Execution deleted',
  'executions.delete.doneText': 'Execution {id} was removed from the queue.',
  'executions.delete.failed': 'The execution was not deleted',
  'executions.delete.started': 'It has started meanwhile, so it can no longer be deleted.',
  'executions.delete.gone': 'Its Runtime no longer has it.',

  'executions.failure.title': 'This execution failed ({status})',
  'executions.failure.fromLog': 'The last error in its logs:',
  'executions.failure.fromReturnValue': 'The message of its return value:',
  'executions.failure.none': 'The service gave no error message: see the logs and the return value below.',

  'executions.address.title': 'Not an execution address',
  'executions.address.alert': 'This address does not name an execution',
  'executions.address.text':
    '{problem} Open the execution from {queue}, or track it there by its Runtime and execution id.',
  'executions.address.queue': 'the queue',

  'executions.deleted.title': 'Deleted from the queue',
  'executions.deleted.text':
    '{who} deleted this execution on {when}, before it started. Runtime {runtime} no longer has it.',
  'executions.deleted.someone': 'An operator',
  'executions.notFound.title': 'Execution not found',
  'executions.notFound.text':
    'Runtime {runtime} has no execution with this id. It may have been deleted while queued, or the ids may be mistyped.',
  'executions.readError': 'The execution could not be read',

  'executions.status.ended': 'Ended: no longer updating.',
  'executions.status.timeLimit': {
    one: 'Stopped updating after {count} hour; use Refresh to read it again.',
    other: 'Stopped updating after {count} hours; use Refresh to read it again.',
  },
  'executions.status.refused':
    'Not updating: the service refused to give this result. Use Refresh to try again.',
  'executions.status.hidden': 'Paused while this tab is hidden.',
  'executions.status.retrying': 'Could not read the latest result ({error}). Trying again in {seconds} s.',
  'executions.status.polling': 'Updating every {seconds} s.',
  'executions.status.lost': 'Not updating: {reason} Use Refresh to read it again.',
  'executions.status.fallback': 'Live updates are interrupted: read again every {seconds} s.',
  'executions.status.live':
    'Updated as it happens: the server reads it every {seconds} s for the whole team.',
  'executions.status.firstAnswer': 'Waiting for the service’s first answer about this execution.',

  'executions.summary.label': 'Execution status',
  'executions.summary.status': 'Status',
  'executions.summary.percent': '{percent} %',
  'executions.summary.progress': 'Execution progress',
  'executions.summary.started': 'Started',
  'executions.summary.ended': 'Ended',
  'executions.summary.endedNoTime': 'Yes (time not given)',
  'executions.summary.notYet': 'Not yet',
  'executions.summary.duration': 'Duration',
  'executions.summary.elapsed': 'Elapsed',

  'executions.inputs.title': 'Inputs',
  'executions.inputs.unknown': 'Unknown: this execution was started elsewhere and tracked by its id.',
  'executions.inputs.call': 'Started with the run call of API version {version}.',
  'executions.inputs.none': 'No variables were sent: the robot used its default parameters.',
  'executions.inputs.table': 'Variables sent',
  'executions.inputs.name': 'Name',
  'executions.inputs.value': 'Value',
  'executions.inputs.masked': '•••• (secret)',
  'executions.inputs.secretsNotStored': 'The values of secret variables are never stored.',

  'executions.returnValue.title': 'Return value',
  'executions.returnValue.copy': 'Copy return value',
  'executions.returnValue.copied': 'Copied',
  'executions.returnValue.download': 'Download JSON',
  'executions.returnValue.none': 'The execution ended without a return value.',
  'executions.returnValue.later': 'Shown here when the execution ends.',

  'executions.logs.title': 'Logs',
  'executions.logs.count': '({count})',
  'executions.logs.empty': 'No log lines yet. They appear here as the robot writes them.',
  'executions.logs.label': 'Execution logs',
  'executions.logs.download': 'Download logs',
  'executions.logs.search': 'Search the logs',
  'executions.logs.follow': 'Follow new lines',
  'executions.logs.levels': 'Levels shown',
  'executions.logs.level': '{level} ({count})',
  'executions.logs.noLevel': 'No level',
  'executions.logs.shown': {
    one: '{shown} of {count} line shown.',
    other: '{shown} of {count} lines shown.',
  },
  'executions.logs.newLines': {
    one: 'Paused: {count} new line below.',
    other: 'Paused: {count} new lines below.',
  },
  'executions.logs.noMatch': 'No line matches the search and the levels chosen.',
  'executions.role.readOnly': 'Viewers cannot run, track or delete executions.',
} as const;
