/** As palavras da página da equipe em português do Brasil; chaves e marcadores `{nome}` são os de words.en.ts. */
import type { Translation } from '@/i18n/message-format';
import type { words as english } from './words.en';

export const words: Translation<typeof english> = {
  'team.title': 'Equipe',
  'team.description':
    'Todos que já entraram no Robot Console e o que o papel de cada um permite. Uma mudança vale na hora, sem entrar de novo.',
  'team.rolesExplained':
    'Leitores veem tudo. Operadores também executam, excluem execuções na fila, acompanham, executam um agendamento agora e reconhecem alertas. Administradores também editam o catálogo, os agendamentos, os vigias e os papéis, e enviam os registros de relatório.',
  'team.adminsOnly': 'Só administradores veem a equipe e mudam papéis.',
  'team.loading': 'Carregando a equipe',
  'team.loadFailed': 'Não foi possível carregar a equipe',
  'team.empty': 'Ninguém entrou ainda.',
  'team.column.person': 'Pessoa',
  'team.column.role': 'Papel',
  'team.column.lastSignIn': 'Última entrada',
  'team.column.roleGiven': 'Papel dado',
  'team.you': 'você',
  'team.roleOf': 'Papel de {username}',
  'team.givenBy': 'por {who}',
  'team.givenAtFirstSignIn': 'Na primeira entrada',
  'team.changed': '{username} agora é: {role}.',
  'team.changeFailed': 'O papel de {username} não foi alterado',
  'team.undo': 'Desfazer',
  'team.column.sessions': 'Sessões',
  'team.endSessions': 'Encerrar sessões',
  'team.endSessionsOf': 'Encerrar sessões de {username}',
  'team.endSessions.question': 'Encerrar todas as sessões de {username}?',
  'team.endSessions.explain':
    '{username} sai na hora, em todos os navegadores e aparelhos: as páginas abertas vão para a página de entrada. A pessoa pode entrar de novo com a senha; para impedir, a conta precisa ser fechada no serviço de RPA. Os tokens de API pessoais dela continuam valendo.',
  'team.endSessions.self': 'É você: sua própria sessão aqui também termina, e você vai entrar de novo.',
  'team.endSessions.cancel': 'Cancelar',
  'team.endSessions.confirm': 'Encerrar sessões',
  'team.endSessions.failed': 'As sessões de {username} não foram encerradas',
  'team.endSessions.done': {
    zero: '{username} não tinha nenhuma sessão aberta.',
    one: '{count} sessão de {username} encerrada.',
    other: '{count} sessões de {username} encerradas.',
  },
};
