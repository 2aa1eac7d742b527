/** The reporting feature's words in English; keys start with `reporting.` (see src/i18n/parts.ts). */
export const words = {
  'reporting.unavailable.title': 'Reporting is not configured on this server',
  'reporting.unavailable.text':
    'The server has no reporting API key configured, so records cannot be sent. You can still fill in a form; ask whoever runs Robot Console to set the key.',

  // The unit of the RPA record's time fields, as spec-gaps.ts `executionTimeUnit` names it.
  'reporting.unit.seconds': 'seconds',

  'reporting.perHour': '{amount} per hour',

  'reporting.text.tooLong': 'At most {max} characters; this has {length}.',

  'reporting.number.exponent': 'Type the number in full, e.g. 1000 rather than 1e3.',
  'reporting.number.notWhole': 'Enter a whole number with digits only, e.g. 1500 or {grouped}.',
  'reporting.number.grouping': '"{group}" groups thousands in threes, e.g. {grouped}; or type 1500.',
  'reporting.number.decimals': 'Enter a whole number, without decimals ("{decimal}" marks decimals).',
  'reporting.number.negative': 'Cannot be negative.',
  'reporting.number.tooLarge': 'At most {max}, the largest number the service accepts.',
  'reporting.number.sentAs': 'Sent as {value}',
  'reporting.number.question': '“{typed}” reads two ways: did you mean {first} or {second}?',
  'reporting.number.meant': 'I meant {value}',
  'reporting.number.ambiguous': 'Choose the number you meant before sending.',
  'reporting.count.missing': 'Enter a whole number (0 if there were none).',
  'reporting.ideaId.label': 'Idea ID',
  'reporting.ideaId.missing': 'Enter the idea ID.',
  'reporting.ideaId.negative': 'The idea ID cannot be negative.',

  'reporting.hourValue.label': 'Hourly value',
  'reporting.hourValue.reads': '= {amount} per hour',
  'reporting.hourValue.hint': 'Not negative, up to {decimals} decimals, e.g. {plain} or {grouped}',
  'reporting.hourValue.missing': 'Enter the hourly value.',
  'reporting.hourValue.notAnAmount': 'Enter an amount such as {plain} or {grouped}.',
  'reporting.hourValue.grouping':
    '"{group}" groups thousands in threes and "{decimal}" marks the decimals, e.g. {grouped}.',
  'reporting.hourValue.tooManyDecimals': 'Use at most {decimals} decimals.',
  'reporting.hourValue.negative': 'The hourly value cannot be negative.',
  'reporting.hourValue.tooLarge': 'Enter less than {max} per hour.',

  'reporting.dateTime.invalid': 'Enter a valid date and time.',
  'reporting.dateTime.year': 'Enter a year between {min} and {max}.',
  'reporting.dateTime.skipped': 'This time does not exist in your time zone (daylight saving change).',

  'reporting.processedAt.label': 'Processed at',
  'reporting.processedAt.description': 'Your local time; sent in UTC',
  'reporting.processedAt.missing': 'Enter when the figures were processed.',
  'reporting.processedAt.setNow': 'Set processed at to now',
  'reporting.processedAt.now': 'Now',

  'reporting.send': 'Send',
  'reporting.sent': 'Sent',
  'reporting.notSent.title': 'The record was not sent',
  'reporting.notSent.untilFixed': 'Sending again will not help until it is fixed.',
  'reporting.notSent.checkKey': "Ask whoever runs Robot Console to check the server's reporting API key.",
  'reporting.notSent.keptAsTyped': 'The form keeps what you typed; correct it if needed.',
  'reporting.notSent.sendAgain': 'Send again',

  'reporting.duplicate.title': 'This record was already sent',
  'reporting.duplicate.text':
    'The same figures, idea ID and processing time were sent by {sentBy} on {sentAt}. Sending them again records them twice.',
  'reporting.duplicate.sendAnyway': 'Send it again anyway',
  'reporting.duplicate.dontSend': "Don't send",

  'reporting.preview.title': 'Request preview',
  'reporting.preview.noBody': 'The body appears here once every field is filled in correctly.',
  'reporting.preview.withBody':
    'Endpoint {number} of the API, with this body (the reporting API key is added by the server):',

  'reporting.history.loading': 'Loading the history',
  'reporting.history.loadFailed': 'The history could not be loaded',
  'reporting.history.refreshFailed': 'The history could not be refreshed',
  'reporting.history.empty': 'Nothing sent yet. Every record the team sends from Robot Console appears here.',
  'reporting.history.sentAt': 'Sent',
  'reporting.history.sentBy': 'By',
  'reporting.history.record': 'Record',
  'reporting.history.outcome': 'Outcome',
  'reporting.history.unreadable': 'This record cannot be shown: it is not in the form this page knows.',
  'reporting.history.failed': 'Failed',
  'reporting.history.range': {
    one: '{first}–{last} of {count} send',
    other: '{first}–{last} of {count} sends',
  },
  'reporting.history.pages': 'Pages of {title}',
  'reporting.history.page': 'Page {page}',
  'reporting.history.newer': 'Newer sends',
  'reporting.history.older': 'Older sends',

  'reporting.export.button': 'Export history',
  'reporting.export.answerCode': 'Answer code',
  'reporting.export.answerStatus': 'Answer status',
  'reporting.export.answerMessage': 'Answer message',
  'reporting.export.failure': 'Why it failed',

  'reporting.known.empty': 'None yet: what the team sends successfully appears here, ready to edit.',
  'reporting.known.actions': 'Actions',
  'reporting.known.edit': 'Edit',

  'reporting.record.editing': 'Editing {name}',
  'reporting.record.renameNote': 'Renaming creates a new record; cancel the edit to add one.',
  'reporting.record.sendChanges': 'Send changes',

  'reporting.suppliers.title': 'Suppliers',
  'reporting.suppliers.description':
    'Create or edit a supplier of the analytics product: its name, approach type and hourly value.',
  'reporting.suppliers.form': 'Send a supplier',
  'reporting.suppliers.new': 'New supplier',
  'reporting.suppliers.cancelEdit': 'Cancel edit: new supplier instead',
  'reporting.suppliers.rule':
    'Sending a name that already exists (compared without case) updates that supplier instead of creating one.',
  'reporting.suppliers.fields': 'Supplier',
  'reporting.suppliers.name': 'Name',
  'reporting.suppliers.nameHint': "The supplier's identifying name, at most {max} characters",
  'reporting.suppliers.nameMissing': 'Enter the supplier name.',
  'reporting.suppliers.type': 'Approach type',
  'reporting.suppliers.typeMissing': 'Choose the approach type.',
  'reporting.suppliers.typeColumn': 'Type',
  'reporting.suppliers.type.1': 'Automation',
  'reporting.suppliers.type.2': 'Process',
  'reporting.suppliers.type.3': 'System',
  'reporting.suppliers.type.other': 'Type {type}',
  'reporting.suppliers.submit': 'Send supplier',
  'reporting.suppliers.id': 'ID',
  'reporting.suppliers.idShort': 'ID {id}',
  'reporting.suppliers.supplierId': 'Supplier ID',
  'reporting.suppliers.supplierIdValue': 'Supplier ID {id}',
  'reporting.suppliers.standard': 'Standard',
  'reporting.suppliers.yes': 'Yes',
  'reporting.suppliers.no': 'No',
  'reporting.suppliers.answer': 'Supplier as returned',
  'reporting.suppliers.known': 'Known suppliers',
  'reporting.suppliers.knownLoading': 'Loading the known suppliers',
  'reporting.suppliers.knownFailed': 'The known suppliers could not be loaded',
  'reporting.suppliers.edit': 'Edit supplier {name}',
  'reporting.suppliers.history': 'Suppliers sent by the team',
  'reporting.suppliers.existing.title': 'Sending edits the supplier “{name}”',
  'reporting.suppliers.existing.same': 'A supplier with this name was last sent by {sentBy} ({details}).',
  'reporting.suppliers.existing.case':
    '“{typed}” differs from “{name}” only in case, and names are compared without case. “{name}” was last sent by {sentBy} ({details}).',
  'reporting.suppliers.existing.updates':
    'Sending updates it instead of creating a new supplier; to add a new one, use another name.',

  'reporting.jobPositions.title': 'Job positions',
  'reporting.jobPositions.description':
    'Create or edit a job position of the analytics product: its title and hourly value.',
  'reporting.jobPositions.form': 'Send a job position',
  'reporting.jobPositions.new': 'New job position',
  'reporting.jobPositions.cancelEdit': 'Cancel edit: new job position instead',
  'reporting.jobPositions.rule':
    'Sending a title that already exists (compared without case) updates that position instead of creating one.',
  'reporting.jobPositions.fields': 'Job position',
  'reporting.jobPositions.titleLabel': 'Title',
  'reporting.jobPositions.titleHint':
    "The position's identifying name (the collaborator), at most {max} characters",
  'reporting.jobPositions.titleMissing': 'Enter the job title.',
  'reporting.jobPositions.submit': 'Send job position',
  'reporting.jobPositions.known': 'Known positions',
  'reporting.jobPositions.knownLoading': 'Loading the known positions',
  'reporting.jobPositions.knownFailed': 'The known positions could not be loaded',
  'reporting.jobPositions.edit': 'Edit job position {title}',
  'reporting.jobPositions.history': 'Job positions sent by the team',
  'reporting.jobPositions.existing.title': 'Sending edits the job position “{name}”',
  'reporting.jobPositions.existing.same':
    'A job position with this title was last sent by {sentBy} ({details}).',
  'reporting.jobPositions.existing.case':
    '“{typed}” differs from “{name}” only in case, and titles are compared without case. “{name}” was last sent by {sentBy} ({details}).',
  'reporting.jobPositions.existing.updates':
    'Sending updates it instead of creating a new job position; to add a new one, use another title.',

  'reporting.rpa.title': 'RPA executions',
  'reporting.rpa.description': 'Send the counts and times of robot executions to the analytics product.',
  'reporting.rpa.form': 'RPA executions',
  'reporting.rpa.executions': 'Executions',
  'reporting.rpa.successExecutions': 'Successful executions',
  'reporting.rpa.alertExecutions': 'Executions with alert',
  'reporting.rpa.errorExecutions': 'Executions with error',
  'reporting.rpa.times': 'Execution times',
  'reporting.rpa.successTime': 'Success execution time ({unit})',
  'reporting.rpa.alertTime': 'Alert execution time ({unit})',
  'reporting.rpa.errorTime': 'Error execution time ({unit})',
  'reporting.rpa.timeDescription': 'Whole {unit}, summed over the executions',
  'reporting.rpa.history': 'RPA records sent by the team',
  'reporting.rpa.record':
    'Idea {ideaId}: {success} success / {alert} alert / {error} error, {successTime} / {alertTime} / {errorTime} {unit}; processed {processedAt}',

  'reporting.volumetry.title': 'Document volumetry',
  'reporting.volumetry.description': 'Send how many documents the robots processed to the analytics product.',
  'reporting.volumetry.form': 'Document volumetry',
  'reporting.volumetry.successDocuments': 'Documents processed successfully',
  'reporting.volumetry.alertDocuments': 'Documents with alert',
  'reporting.volumetry.errorDocuments': 'Documents with error',
  'reporting.volumetry.history': 'Volumetry records sent by the team',
  'reporting.volumetry.record':
    'Idea {ideaId}: {success} success / {alert} alert / {error} error documents; processed {processedAt}',

  'reporting.fill.title': 'Fill from the queue',
  'reporting.fill.intro':
    "Counts and times of the team's executions that ended in the period: every execution started or tracked through Robot Console, by any operator. Deleted executions are never counted. The period includes From and excludes To, so a report that starts where the last one ended counts nothing twice.",
  'reporting.fill.from': 'From',
  'reporting.fill.to': 'To',
  'reporting.fill.toBeforeFrom': 'Pick a time after From.',
  'reporting.fill.counting': "Counting the team's executions",
  'reporting.fill.countFailed': 'The executions could not be counted',
  'reporting.fill.none': 'No execution of the team ended in this period.',
  'reporting.fill.mapping': 'Which outcome each status counts as',
  'reporting.fill.reset': 'Reset to defaults',
  'reporting.fill.outcomeFor': 'Outcome for {status}',
  'reporting.fill.copied': 'Copied into the form: review the figures, then send.',
  'reporting.fill.use': 'Use these figures',
  'reporting.outcome.success': 'Success',
  'reporting.outcome.alert': 'Alert',
  'reporting.outcome.error': 'Error',
  'reporting.outcome.ignore': 'Ignore',

  'reporting.stats.label': 'Figures from the queue',
  'reporting.stats.outcome': 'Outcome',
  'reporting.stats.executions': 'Executions',
  'reporting.stats.time': 'Time ({unit})',
  'reporting.stats.ignored': {
    one: 'Ignored: {count} execution (outcome set to Ignore).',
    other: 'Ignored: {count} executions (outcome set to Ignore).',
  },
  'reporting.stats.untimed': {
    one: '{count} counted execution has no readable start or end time: counted in the executions, not in the time.',
    other:
      '{count} counted executions have no readable start or end time: counted in the executions, not in the time.',
  },
} as const;
