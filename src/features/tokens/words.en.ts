/** The API tokens page's words in English; keys start with `tokens.` (see src/app/word-parts.ts). */
export const words = {
  'tokens.title': 'API tokens',
  'tokens.description': 'Scripts send Authorization: Bearer <token> with each call instead of signing in.',
  'tokens.explained':
    'A token acts with the role you give it, at most your own, until it expires or you revoke it. Calls to the RPA service made with a token run as the server’s runner account.',

  'tokens.form.title': 'New token',
  'tokens.form.name': 'Name',
  'tokens.form.nameHint': 'What it is for, so you can tell your tokens apart (the nightly export, say).',
  'tokens.form.role': 'Role',
  'tokens.form.roleHint': 'At most your own role.',
  'tokens.form.lifetime': 'Lifetime',
  'tokens.form.lifetimeHint': 'It stops working after that.',
  'tokens.form.days': { one: '{count} day', other: '{count} days' },
  'tokens.form.create': 'Create token',
  'tokens.form.failed': 'The token was not created',
  'tokens.form.nameBlank': 'Give the token a name.',
  'tokens.form.nameSpaces': 'The name cannot start or end with a space.',
  'tokens.form.nameTooLong': 'At most {max} characters.',

  'tokens.secret.title': 'Your new token: “{name}”',
  'tokens.secret.once':
    'Copy it now and keep it where your script reads its secrets: it will not be shown again. If you lose it, revoke it and create another.',
  'tokens.secret.label': 'Token',
  'tokens.secret.copy': 'Copy token',
  'tokens.secret.copied': 'Copied',
  'tokens.secret.done': 'Hide token',

  'tokens.list.title': 'Your tokens',
  'tokens.loading': 'Loading your tokens',
  'tokens.loadFailed': 'Your tokens could not be loaded',
  'tokens.empty': 'No tokens yet.',
  'tokens.column.name': 'Name',
  'tokens.column.role': 'Role',
  'tokens.column.created': 'Created',
  'tokens.column.expires': 'Expires',
  'tokens.column.lastUsed': 'Last used',
  'tokens.column.actions': 'Actions',
  'tokens.expired': 'Expired',
  'tokens.never': 'Never',

  'tokens.revoke': 'Revoke',
  'tokens.revokeLabel': 'Revoke token {name}',
  'tokens.revoke.question': 'Revoke the token “{name}”?',
  'tokens.revoke.explain':
    'Every call that sends it is refused from now on. This cannot be undone: a script that needs one again needs a new token.',
  'tokens.revoke.cancel': 'Cancel',
  'tokens.revoke.confirm': 'Revoke token',
  'tokens.revoke.failed': 'The token was not revoked',
  'tokens.revoke.done': 'The token “{name}” is revoked.',
  'tokens.revoke.gone': 'The token “{name}” was revoked already.',
} as const;
