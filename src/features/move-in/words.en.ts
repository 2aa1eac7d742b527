/** The move-in feature's words in English; keys start with `moveIn.` (see src/app/word-parts.ts). */
export const words = {
  'moveIn.offer.title': 'Add what this browser kept to the team workspace?',
  'moveIn.offer.intro':
    'Robot Console now keeps the queue, the catalog and the reporting history for the whole team. Before, this browser kept its own:',
  'moveIn.offer.executions': {
    one: '{count} execution from its queue',
    other: '{count} executions from its queue',
  },
  'moveIn.offer.catalog': {
    one: '{count} Runtime or Robot of its catalog',
    other: '{count} Runtimes and Robots of its catalog',
  },
  'moveIn.offer.sends': {
    one: '{count} reporting send from its history',
    other: '{count} reporting sends from its history',
  },
  'moveIn.offer.unreadableTitle': 'Some of it could not be read',
  'moveIn.offer.asYours':
    'They are added as yours; what the team already has is kept as it is. This browser forgets them only once the team workspace has stored them.',
  'moveIn.offer.failed': 'Nothing was added: {error} This browser still has everything; try again.',
  'moveIn.offer.notNow': 'Not now',
  'moveIn.offer.add': 'Add to the team workspace',

  'moveIn.setAside.where': 'They stay in this browser, set aside and not deleted, and are not added.',
  'moveIn.setAside.title': 'Some of what this browser kept could not be read',

  'moveIn.added.title': 'Added to the team workspace',
  'moveIn.added.summary': 'Added {executions}, {catalog}, {sends}.',
  'moveIn.added.executions': { one: '{count} execution', other: '{count} executions' },
  'moveIn.added.catalog': { one: '{count} catalog entry', other: '{count} catalog entries' },
  'moveIn.added.sends': { one: '{count} reporting send', other: '{count} reporting sends' },
  'moveIn.added.alreadyThere': {
    one: '{count} entry was already there and kept as the team has it.',
    other: '{count} entries were already there and kept as the team has them.',
  },
} as const;
