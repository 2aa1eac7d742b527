/** As palavras do app em português do Brasil; as chaves e os marcadores `{nome}` são os de en.ts. */
import type { Translation } from '../message-format';
import type { words as english } from './en';

export const words: Translation<typeof english> = {
  'app.name': 'Robot Console',
  'app.loadingPage': 'Carregando a página',

  'app.skipToContent': 'Pular para o conteúdo',

  'nav.main': 'Navegação principal',
  'nav.toggle': 'Mostrar ou ocultar a navegação',
  'nav.overview': 'Visão geral',
  'nav.run': 'Executar um robô',
  'nav.queue': 'Fila',
  'nav.catalog': 'Catálogo',
  'nav.activity': 'Atividade',
  'nav.watchdogs': 'Vigias',
  'nav.team': 'Equipe',
  'nav.tokens': 'Tokens de API',
  'header.alerts': 'Alertas',
  'header.alertsLabel': {
    zero: 'Alertas: nenhum aberto',
    one: 'Alertas: {count} aberto',
    other: 'Alertas: {count} abertos',
  },
  'nav.schedules': 'Agendamentos',
  'nav.reporting': 'Relatórios',
  'nav.suppliers': 'Fornecedores',
  'nav.jobPositions': 'Cargos',
  'nav.rpa': 'Execuções de RPA',
  'nav.volumetry': 'Volumetria de documentos',
  'nav.reportingPlans': 'Envio automático',

  'preferences.button': 'Idioma e tema: {language}',
  'language.label': 'Idioma',
  'language.auto': 'Como o navegador ({language})',
  'language.en': 'English',
  'language.pt-BR': 'Português (Brasil)',
  'language.loadFailed': 'Não foi possível carregar o idioma. Verifique a conexão e tente de novo.',

  'time.label': 'Horários',
  'time.local': 'No fuso deste computador ({zone})',
  'time.utc': 'Em UTC',

  'theme.label': 'Tema',
  'theme.auto': 'Como o sistema',
  'theme.light': 'Claro',
  'theme.dark': 'Escuro',

  'session.endsAt': 'A sessão termina {time}',
  'session.readOnly': 'Somente leitura',
  'session.readOnlyExplained': ': como leitor, você vê tudo e não altera nada',
  'session.signOut': 'Sair',
  'session.signOutFailed': 'Não foi possível sair',
  'session.moreWays': 'Outras formas de sair',
  'session.everywhere': 'Sair de todos os lugares…',
  'session.everywhere.question': 'Sair de todos os lugares?',
  'session.everywhere.explain':
    'Todas as sessões de {username} terminam na hora: neste navegador, em outros navegadores e em outros aparelhos, cujas páginas abertas vão para a página de entrada. Use depois de entrar num computador que não é seu, ou se outra pessoa puder ter a sua sessão. Seus tokens de API pessoais continuam valendo: revogue-os na página Tokens de API.',
  'session.everywhere.cancel': 'Cancelar',
  'session.everywhere.confirm': 'Sair de todos os lugares',
  'session.everywhere.failed': 'Você não saiu de todos os lugares',
  'session.loading': 'Carregando sua sessão',
  'session.checkFailed': 'Não foi possível verificar sua sessão',

  'signIn.continue': 'Entre para continuar de onde parou.',
  'signIn.intro': 'Entre para executar e acompanhar seus robôs.',
  'signIn.failed': 'Não foi possível entrar',
  'signIn.wrongCredentials': 'O usuário ou a senha não estão corretos.',
  'signIn.username': 'Usuário',
  'signIn.usernameHint': 'Seu endereço de e-mail',
  'signIn.usernameInvalid': 'Digite seu endereço de e-mail, por exemplo nome@empresa.com.br.',
  'signIn.password': 'Senha',
  'signIn.passwordMissing': 'Digite sua senha.',
  'signIn.submit': 'Entrar',
  'signIn.demoTitle': 'Modo de demonstração',
  'signIn.demoText':
    'Nenhum servidor está rodando: entre como administrador com {username} e a senha {password}.',
  'signIn.demoFill': 'Preencher com a conta de demonstração',
  'signIn.demoViewerText':
    'Para olhar sem alterar nada, entre como leitor com {username} e a senha {password}.',
  'signIn.demoViewerFill': 'Preencher com a conta de leitor',

  'notFound.title': 'Página não encontrada',
  'notFound.text': 'Não há página em {path}. Ela pode ter mudado de lugar, ou o link pode estar errado.',
  'notFound.goRun': 'Ir para Executar um robô',

  'routeError.title': 'Não foi possível mostrar esta página',
  'routeError.text':
    '{detail}. Recarregar costuma resolver; se continuar acontecendo, avise a equipe responsável pelo Robot Console.',
  'routeError.unknown': 'Erro desconhecido',
  'routeError.reload': 'Recarregar',

  'live.interruptedTitle': 'As atualizações ao vivo foram interrompidas',
  'live.interruptedText': {
    one: 'As mudanças não chegam mais na hora, então a fila e as execuções são lidas de novo a cada segundo. O console continua tentando se reconectar.',
    other:
      'As mudanças não chegam mais na hora, então a fila e as execuções são lidas de novo a cada {count} s. O console continua tentando se reconectar.',
  },
};
