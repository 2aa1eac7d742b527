/** As palavras de notifications em português do Brasil; chaves e marcadores `{nome}` são os de words.en.ts. */
import type { Translation } from '@/i18n/message-format';
import type { words as english } from './words.en';

export const words: Translation<typeof english> = {
  'notifications.menu.button': 'Notificações',
  'notifications.menu.scope': 'Avisar quando estas terminarem',
  'notifications.scope.mine': 'Minhas execuções',
  'notifications.scope.all': 'Todas as execuções da equipe',
  'notifications.scope.failures': 'Só as falhas da equipe',
  'notifications.menu.browser': 'Também como notificações do navegador',
  'notifications.menu.browserHint': 'Para saber de um término com esta aba em segundo plano.',
  'notifications.menu.unsupported': 'Este navegador não consegue mostrar notificações.',
  'notifications.menu.denied':
    'O navegador bloqueia as notificações deste site: permita-as nas configurações do site e depois ative esta opção.',

  'notifications.end.title': '{robot} terminou: {status}',
  'notifications.end.execution': 'Execução',
  'notifications.end.body': 'Execução {execution} em {runtime}, iniciada por {operator}.',
  'notifications.end.open': 'Abrir',
};
