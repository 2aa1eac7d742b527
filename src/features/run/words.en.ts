/** The run feature's words in English; keys start with `run.` (see src/app/word-parts.ts). */
export const words = {
  'run.page.title': 'Run a robot',
  'run.page.description': 'Start a robot on a Runtime with its input variables.',

  'run.runtime.label': 'Runtime ID',
  'run.runtime.hint': "ID_COMPUTER: type it or pick one from the team's catalog",
  'run.runtime.hintNoCatalog': "ID_COMPUTER: type it (the team's catalog could not be loaded)",
  'run.robot.label': 'Robot ID',
  'run.robot.hint': "ID_ROBOT: type it or pick one; a catalog robot's variables are filled in",
  'run.robot.hintNoCatalog': "ID_ROBOT: type it (the team's catalog could not be loaded)",
  'run.catalog.match': 'In your catalog: {name}',
  'run.catalog.nameNotId':
    '“{name}” is a catalog name, not an ID: pick it from the list to use its ID, {id}.',

  'run.apiVersion.label': 'API version',
  'run.apiVersion.hint': 'Version 2 is current; version 1 stays available.',
  'run.apiVersion.v2': 'Version 2',
  'run.apiVersion.v1': 'Version 1',

  'run.variables.title': 'Variables',
  'run.variables.none': 'No variables: the robot runs with its default parameters.',
  'run.variables.add': 'Add variable',
  'run.variables.tooMany': 'A run can have at most {max} variables.',
  'run.variables.removeSome': '{problem} Remove the ones the robot does not need.',
  'run.variables.missingRequired': {
    one: '{robot} needs the variable {names}: add it with a value.',
    other: '{robot} needs the variables {names}: add them with a value.',
  },
  'run.variables.addMissing': 'Add the missing variables',
  'run.variables.filledIn': 'Variables of {robot} filled in.',
  'run.variables.undoFill': 'Undo: bring back the variables I typed',

  'run.variable.legend': 'Variable {number}',
  'run.variable.name': 'Variable name',
  'run.variable.type': 'Variable type',
  'run.variable.typeText': 'Text',
  'run.variable.value': 'Variable value',
  'run.variable.secretHint': 'Secret: not kept in the journal nor in the saved draft',
  'run.variable.optionalHint': 'Optional: left empty, it is not sent and the robot uses its own default.',
  'run.variable.secretOptionalHint':
    'Secret: not kept in the journal nor in the saved draft. Optional: left empty, it is not sent and the robot uses its own default.',
  'run.variable.showValue': 'Show the value of variable {number}',
  'run.variable.moveUp': 'Move up',
  'run.variable.moveDown': 'Move down',
  'run.variable.remove': 'Remove',
  'run.variable.moveUpLabel': 'Move variable {number} up',
  'run.variable.moveDownLabel': 'Move variable {number} down',
  'run.variable.removeLabel': 'Remove variable {number}',
  'run.variable.nameBlank': 'Enter a variable name.',
  'run.variable.nameSpaces': 'The name starts or ends with a space; remove it.',
  'run.variable.nameTooLong': 'A variable name can be at most {max} characters long; this one has {length}.',
  'run.variable.nameRepeated': '"{name}" is already used above.',
  'run.variable.typeMissing': 'Choose a type.',
  'run.variable.valueTooLong': 'A value can be at most {max} characters long; this one has {length}.',
  'run.variable.valueRequired': 'This robot needs a value here.',

  'run.submit': 'Run',
  'run.failed.title': 'The robot was not started',
  'run.failed.text': '{reason} Your entries are kept; try again when ready.',
  'run.started.title': '{robot} started',
  'run.started.follow': 'Follow the execution',

  'run.clear.button': 'Clear form',
  'run.clear.done': 'The run form was cleared.',
  'run.clear.undo': 'Undo: bring back what I typed',

  'run.prefill.loadingExecution': 'Filling in the form with the inputs of execution {id}…',
  'run.prefill.loadingCatalog': 'Reading the team’s catalog to pick the robot…',
  'run.prefill.loadFailed': 'The inputs of execution {id} could not be read',
  'run.prefill.confirmTitle': 'Replace what you typed?',
  'run.prefill.confirmExecution':
    'The form holds what you typed before. Fill it with the inputs of execution {id} instead?',
  'run.prefill.confirmRobot':
    'The form holds what you typed before. Pick robot {robot} instead? Its variables replace the ones typed.',
  'run.prefill.keep': 'Keep what I typed',
  'run.prefill.replace': 'Replace',
  'run.prefill.fromExecution':
    'Filled in with the inputs of execution {id}, started by {who}. Check them, then press Run.',
  'run.prefill.inputsUnknown':
    'It was tracked by its id, so the inputs it was started with are unknown: only its Runtime and robot were filled in.',
  'run.prefill.secrets': {
    one: 'The value of the secret variable {names} is never stored: type it again.',
    other: 'The values of the secret variables {names} are never stored: type them again.',
  },
  'run.prefill.robot': 'Robot {name} picked from the team’s catalog: its variables were filled in.',
  'run.prefill.robotRuntime': 'Runtime {runtime} was filled in too: check it before pressing Run.',
  'run.prefill.robotNotInCatalog':
    '“{robot}” is not in the team’s catalog: its ID was filled in, the variables were left as they were.',
  'run.prefill.notInJournal': 'Execution {id} is not in the team’s journal, so the form was left as it was.',
  'run.prefill.notAnExecution': 'This link does not name an execution, so the form was left as it was.',
  'run.prefill.dismiss': 'Dismiss',

  'run.preview.title': 'Request preview',
  'run.preview.missing': 'No request yet. {problem}',
  'run.preview.fillIds': 'Fill in the Runtime ID and the Robot ID.',
  'run.preview.noBody': 'Endpoint {number} of the API: no body, the robot uses its default parameters.',
  'run.preview.withBody': 'Endpoint {number} of the API, with this body:',
  'run.preview.secretValue': '•••••• (secret, sent as typed)',
  'run.role.cannotRun': 'Viewers cannot run robots. An admin of your team can make you an operator.',
} as const;
