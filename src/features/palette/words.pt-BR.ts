/** As palavras da paleta de comandos em português do Brasil; chaves e marcadores são os de words.en.ts. */
import type { Translation } from '@/i18n/message-format';
import type { words as english } from './words.en';

export const words: Translation<typeof english> = {
  'palette.open': 'Comandos',
  'palette.label':
    'Ir a uma página, abrir uma execução, executar um robô do catálogo, ou mudar idioma ou tema',
  'palette.placeholder': 'Digite uma página, o id de uma execução, um robô…',
  'palette.nothing': 'Nada corresponde. Uma execução fora do diário abre como Runtime/id da execução.',
  'palette.group.pages': 'Ir para',
  'palette.group.executions': 'Execuções',
  'palette.group.robots': 'Executar um robô do catálogo',
  'palette.group.settings': 'Idioma e tema',
  'palette.execution': 'Abrir a execução {id}',
  'palette.execution.where': '{robot} em {runtime} · {status}',
  'palette.execution.typed': 'Abrir a execução {id} em {runtime}',
  'palette.execution.typedWhere': 'Como digitado: Runtime/id da execução',
  'palette.searching': 'Procurando no diário…',
  'palette.robot': 'Executar {name}',
  'palette.group.schedule': 'Este agendamento',
  'palette.schedule.runNow': 'Executar {name} agora',
  'palette.schedule.pause': 'Pausar {name}',
  'palette.schedule.resume': 'Retomar {name}',
  'palette.schedule.started': '{name} iniciou a execução {id}.',
  'palette.schedule.openExecution': 'Abrir a execução',
  'palette.schedule.notStarted': '{name} não iniciou',
  'palette.schedule.paused': '{name} foi pausado.',
  'palette.schedule.resumed': '{name} foi retomado.',
  'palette.schedule.notChanged': 'O agendamento não foi alterado',
  'palette.language.en': 'Mudar para inglês (English)',
  'palette.language.pt-BR': 'Mudar para português',
  'palette.theme.light': 'Tema claro',
  'palette.theme.dark': 'Tema escuro',
  'palette.theme.auto': 'Tema como o sistema',
};
