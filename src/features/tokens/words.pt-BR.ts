/** As palavras da página de tokens de API em português do Brasil; chaves e marcadores `{nome}` são os de words.en.ts. */
import type { Translation } from '@/i18n/message-format';
import type { words as english } from './words.en';

export const words: Translation<typeof english> = {
  'tokens.title': 'Tokens de API',
  'tokens.description':
    'Scripts enviam Authorization: Bearer <token> em cada chamada em vez de entrar com usuário e senha.',
  'tokens.explained':
    'Um token age com o papel que você der a ele, no máximo o seu, até expirar ou ser revogado. As chamadas ao serviço de RPA feitas com um token rodam com a conta de execução do servidor.',

  'tokens.form.title': 'Novo token',
  'tokens.form.name': 'Nome',
  'tokens.form.nameHint': 'Para que serve, para distinguir seus tokens (a exportação noturna, por exemplo).',
  'tokens.form.role': 'Papel',
  'tokens.form.roleHint': 'No máximo o seu próprio papel.',
  'tokens.form.lifetime': 'Validade',
  'tokens.form.lifetimeHint': 'Depois disso, deixa de funcionar.',
  'tokens.form.days': { one: '{count} dia', other: '{count} dias' },
  'tokens.form.create': 'Criar token',
  'tokens.form.failed': 'O token não foi criado',
  'tokens.form.nameBlank': 'Dê um nome ao token.',
  'tokens.form.nameSpaces': 'O nome não pode começar nem terminar com espaço.',
  'tokens.form.nameTooLong': 'No máximo {max} caracteres.',

  'tokens.secret.title': 'Seu novo token: “{name}”',
  'tokens.secret.once':
    'Copie agora e guarde onde o seu script lê os segredos: ele não será mostrado de novo. Se o perder, revogue-o e crie outro.',
  'tokens.secret.label': 'Token',
  'tokens.secret.copy': 'Copiar token',
  'tokens.secret.copied': 'Copiado',
  'tokens.secret.done': 'Ocultar token',

  'tokens.list.title': 'Seus tokens',
  'tokens.loading': 'Carregando seus tokens',
  'tokens.loadFailed': 'Não foi possível carregar seus tokens',
  'tokens.empty': 'Nenhum token ainda.',
  'tokens.column.name': 'Nome',
  'tokens.column.role': 'Papel',
  'tokens.column.created': 'Criado',
  'tokens.column.expires': 'Expira',
  'tokens.column.lastUsed': 'Último uso',
  'tokens.column.actions': 'Ações',
  'tokens.expired': 'Expirado',
  'tokens.never': 'Nunca',

  'tokens.revoke': 'Revogar',
  'tokens.revokeLabel': 'Revogar o token {name}',
  'tokens.revoke.question': 'Revogar o token “{name}”?',
  'tokens.revoke.explain':
    'Toda chamada que o enviar será recusada a partir de agora. Não dá para desfazer: um script que precisar de novo precisará de um novo token.',
  'tokens.revoke.cancel': 'Cancelar',
  'tokens.revoke.confirm': 'Revogar token',
  'tokens.revoke.failed': 'O token não foi revogado',
  'tokens.revoke.done': 'O token “{name}” foi revogado.',
  'tokens.revoke.gone': 'O token “{name}” já estava revogado.',
};
