/** As palavras que todas as páginas usam, em português do Brasil; chaves e marcadores são os de common.en.ts. */
import type { Translation } from '../message-format';
import type { words as english } from './common.en';

export const words: Translation<typeof english> = {
  'common.loading': 'Carregando',
  'common.somethingWrong': 'Algo deu errado.',
  'common.closeDialog': 'Fechar a janela',
  'common.leave.title': 'Sair sem salvar?',
  'common.leave.stay': 'Ficar',
  'common.leave.go': 'Sair',
  'common.closeNotification': 'Fechar o aviso',
  'common.tryAgain': 'Tentar de novo',
  'common.undo': 'Desfazer',

  'error.network': 'Não foi possível falar com o servidor. Verifique a conexão e tente de novo.',
  'error.sessionEnded': 'Sua sessão terminou. Entre de novo.',
  'error.forbidden': 'Esta ação não é permitida ({status}): {detail}',
  'error.refused': 'A requisição foi recusada ({status}): {detail}',
  'error.serviceFailed': 'O serviço não conseguiu responder ({status}). Tente de novo em instantes.',
  'error.unexpected': 'O serviço respondeu de uma forma inesperada. {detail}',

  'status.deleted': 'Excluída',
  'status.unknown': 'Desconhecido',

  'id.runtime': 'o ID do Runtime',
  'id.robot': 'o ID do robô',
  'id.execution': 'o ID da execução',
  'id.blank': 'Informe {what}.',
  'id.too-long': '{What} pode ter no máximo {max} caracteres.',
  'id.control-character': '{What} contém um caractere de controle invisível; digite-o de novo.',
  'id.surrounding-space': '{What} começa ou termina com um espaço; remova-o.',
  'id.dot-segment': '{What} não pode ser "." nem "..".',
  'id.slash': '{What} não pode conter "/" nem "\\".',

  'follow.lost.notFound': 'Não encontrada no Runtime',
  'follow.lost.timeLimit': {
    one: 'Não é mais acompanhada: passou do limite de {count} hora',
    other: 'Não é mais acompanhada: passou do limite de {count} horas',
  },
  'follow.lost.pollingLimit': 'Não é mais acompanhada: passou do limite de tempo de consulta',
  'follow.lost.notFollowable': 'Não acompanhada: {problem}',
  'follow.note.paused':
    'Pausada até quem a iniciou entrar: o servidor lê um resultado somente com a sessão dessa pessoa.',

  'service.orchestration': 'O serviço de orquestração',
  'service.reporting': 'O serviço de relatórios',

  'wait.moment': 'instantes',
  'wait.seconds': { one: '{count} segundo', other: '{count} segundos' },
  'wait.minutes': { one: '{count} minuto', other: '{count} minutos' },

  'serverError.unauthenticated': 'Você não está conectado, ou sua sessão terminou.',
  'serverError.csrf-rejected':
    'O servidor recusou uma requisição que não veio deste console. Recarregue a página e tente de novo.',
  'serverError.not-found': 'Não há nada aqui.',
  'serverError.entry-gone': 'Este item não existe mais: alguém o excluiu enquanto isso.',
  'serverError.conflict':
    'Outra pessoa alterou este item depois que você o abriu. Veja a versão dela antes de salvar a sua.',
  'serverError.secret-unreadable':
    'Os valores secretos salvos deste agendamento não podem mais ser abertos (o SESSION_SECRET do servidor mudou). Digite-os de novo nas configurações e salve.',
  'serverError.not-in-journal': 'O diário da equipe não tem execução com este id neste Runtime.',
  'serverError.forbidden': 'Seu papel não permite isto. Peça a um administrador da equipe se precisar.',
  'serverError.last-admin':
    'A equipe precisa de pelo menos um administrador: torne outra pessoa administradora antes.',
  'serverError.role-too-high': 'Um token pode ter no máximo o seu próprio papel.',
  'serverError.no-runner-account':
    'O servidor não tem conta de execução, com a qual rodam as chamadas ao serviço feitas com um token de API. Peça a quem administra o Robot Console para definir RUNNER_USERNAME e RUNNER_PASSWORD.',
  'role.viewer': 'Leitor',
  'role.operator': 'Operador',
  'role.admin': 'Administrador',
  'serverError.invalid-request': 'O servidor recusou os valores enviados: {detail}',
  'serverError.bad-request-target': 'O servidor recusou o endereço da requisição.',
  'serverError.query-not-allowed': 'Os endpoints da API não aceitam parâmetros de consulta.',
  'serverError.method-not-allowed': 'Este método não é permitido aqui.',
  'serverError.payload-too-large': 'A requisição é grande demais para o servidor.',
  'serverError.request-timeout': 'A requisição demorou demais para chegar ao servidor. Tente de novo.',
  'serverError.text-too-long':
    'Um texto digitado é mais longo do que o servidor aceita. Encurte-o e tente de novo.',
  'serverError.client-closed-request': 'A requisição foi abandonada pelo cliente.',
  'serverError.internal-error': 'O servidor falhou ao tratar a requisição.',
  'serverError.not-built': 'O app ainda não foi compilado (npm run build).',
  'serverError.server-busy': 'O servidor está ocupado. Tente de novo em {wait}.',
  'serverError.database-unavailable':
    'O banco de dados do espaço da equipe está fora de alcance agora. Nada do que foi guardado se perdeu; tente de novo em {wait}.',
  'serverError.sessions-full':
    'O servidor não aceita mais usuários conectados agora. Tente mais tarde, ou peça a quem administra o Robot Console para aumentar MAX_SESSIONS.',
  'serverError.too-many-attempts': 'Entradas demais. Tente de novo em {wait}.',
  'serverError.too-many-live-views':
    'Esta sessão já tem tantas visões ao vivo abertas quanto o servidor permite. Feche algumas das outras abas.',
  'serverError.too-many-previews':
    'Foram pedidas prévias demais dos próximos disparos de um agendamento. Tente de novo em {wait}.',
  'serverError.live-views-full':
    'O servidor já acompanha tantas visões ao vivo quanto consegue; esta página lê a fila a intervalos.',
  'serverError.reporting-not-configured':
    'O servidor não tem chave de API de relatórios configurada. Peça a quem administra o Robot Console para definir REPORTING_API_KEY.',
  'serverError.reporting-key-refused': 'O serviço de relatórios recusou a chave de API do servidor.',
  'serverError.upstream-unreachable': '{service} está fora de alcance.',
  'serverError.upstream-timeout': '{service} não respondeu a tempo.',
  'serverError.upstream-redirect':
    '{service} respondeu com um redirecionamento, que o servidor não segue. Peça a quem administra o Robot Console para verificar o endereço dele.',
  'serverError.upstream-too-large': '{service} enviou uma resposta maior do que o servidor repassa.',
  'serverError.upstream-error': '{service} deu uma resposta inesperada. Tente de novo em instantes.',
  'serverError.upstream-bad-request':
    '{service} recusou a requisição como inválida (400). Confira os valores informados e tente de novo.',
  'serverError.upstream-not-found':
    '{service} não conhece o que foi pedido (404). Confira os ids informados.',
  'serverError.upstream-conflict':
    '{service} recusou a requisição porque ela conflita com o estado atual (409), por exemplo uma execução que já começou. Atualize para ver o estado atual.',
  'serverError.upstream-unprocessable':
    '{service} não pôde aceitar os valores enviados (422). Confira-os e tente de novo.',
  'serverError.upstream-rate-limited':
    '{service} está recebendo requisições demais (429). Tente de novo em {wait}.',
  'serverError.upstream-failed': '{service} falhou (status {status}). Tente de novo em instantes.',
  'serverError.upstream-refused': '{service} recusou a requisição (status {status}).',

  'stored.execution': { one: '{count} execução salva', other: '{count} execuções salvas' },
  'stored.runtime': { one: '{count} Runtime salvo', other: '{count} Runtimes salvos' },
  'stored.robot': { one: '{count} robô salvo', other: '{count} robôs salvos' },
  'stored.entry': { one: '{count} registro salvo', other: '{count} registros salvos' },
  'stored.and': '{first} e {last}',
  'stored.setAside': {
    one: '{what}: não foi possível ler e foi guardado à parte.',
    other: '{what}: não foi possível ler e foram guardados à parte.',
  },
  'stored.setAsideOthersKept': {
    one: '{what}: não foi possível ler e foi guardado à parte; os demais foram mantidos.',
    other: '{what}: não foi possível ler e foram guardados à parte; os demais foram mantidos.',
  },
  'stored.what.executions': 'lista de execuções',
  'stored.what.catalog': 'catálogo',
  'stored.what.value': 'dados',
  'stored.unreadable':
    'Não foi possível ler nada de {what} salvo neste navegador. Foi guardado à parte (não excluído) e começa vazio.',
  'stored.notSaved':
    'O navegador recusou salvar (armazenamento cheio ou desativado); as mudanças duram até a aba ser fechada.',

  'dateTime.placeholder': 'dd/mm/aaaa hh:mm',
  'dateTime.pickDay': 'Escolher o dia no calendário',
  'dateTime.previousMonth': 'Mês anterior',
  'dateTime.nextMonth': 'Próximo mês',
  'dateTime.previousYear': 'Ano anterior',
  'dateTime.nextYear': 'Próximo ano',
  'dateTime.previousDecade': 'Década anterior',
  'dateTime.nextDecade': 'Próxima década',

  'export.button': 'Exportar',
  'export.csv': 'CSV (planilha)',
  'export.json': 'JSON',
  'export.progress': 'Exportando {read} de {total}…',
  'export.progressLabel': 'Progresso da exportação',
  'export.cancel': 'Cancelar',
  'export.failed': 'A exportação falhou',
  'export.done': { one: '{count} linha salva como {name}.', other: '{count} linhas salvas como {name}.' },
};
