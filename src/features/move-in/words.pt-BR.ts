/** As palavras de move-in em português do Brasil; chaves e marcadores `{nome}` são os de words.en.ts. */
import type { Translation } from '@/i18n/message-format';
import type { words as english } from './words.en';

export const words: Translation<typeof english> = {
  'moveIn.offer.title': 'Adicionar ao espaço de trabalho da equipe o que este navegador guardou?',
  'moveIn.offer.intro':
    'Agora o Robot Console guarda a fila, o catálogo e o histórico de relatórios para toda a equipe. Antes, este navegador guardava os seus:',
  'moveIn.offer.executions': {
    one: '{count} execução da sua fila',
    other: '{count} execuções da sua fila',
  },
  'moveIn.offer.catalog': {
    one: '{count} Runtime ou robô do seu catálogo',
    other: '{count} Runtimes e robôs do seu catálogo',
  },
  'moveIn.offer.sends': {
    one: '{count} envio de relatório do seu histórico',
    other: '{count} envios de relatório do seu histórico',
  },
  'moveIn.offer.unreadableTitle': 'Não foi possível ler uma parte',
  'moveIn.offer.asYours':
    'Eles são adicionados como seus; o que a equipe já tem fica como está. Este navegador só os esquece depois que o espaço de trabalho da equipe os tiver guardado.',
  'moveIn.offer.failed': 'Nada foi adicionado: {error} Este navegador ainda tem tudo; tente de novo.',
  'moveIn.offer.notNow': 'Agora não',
  'moveIn.offer.add': 'Adicionar ao espaço de trabalho da equipe',

  'moveIn.setAside.where':
    'Eles continuam neste navegador, separados e não excluídos, e não são adicionados.',
  'moveIn.setAside.title': 'Não foi possível ler uma parte do que este navegador guardou',

  'moveIn.added.title': 'Adicionado ao espaço de trabalho da equipe',
  'moveIn.added.summary': 'Adicionados: {executions}, {catalog}, {sends}.',
  'moveIn.added.executions': {
    zero: 'nenhuma execução',
    one: '{count} execução',
    other: '{count} execuções',
  },
  'moveIn.added.catalog': {
    zero: 'nenhuma entrada de catálogo',
    one: '{count} entrada de catálogo',
    other: '{count} entradas de catálogo',
  },
  'moveIn.added.sends': {
    zero: 'nenhum envio de relatório',
    one: '{count} envio de relatório',
    other: '{count} envios de relatório',
  },
  'moveIn.added.alreadyThere': {
    one: '{count} item já estava lá e foi mantido como a equipe o tem.',
    other: '{count} itens já estavam lá e foram mantidos como a equipe os tem.',
  },
};
