/** As palavras de activity em português do Brasil; chaves e marcadores `{nome}` são os de words.en.ts. */
import type { Translation } from '@/i18n/message-format';
import type { words as english } from './words.en';

export const words: Translation<typeof english> = {
  'activity.title': 'Atividade',
  'activity.description':
    'Quem fez o quê no Robot Console e quando: acessos, execuções, exclusões, mudanças no catálogo e envios de relatórios de toda a equipe.',
  'activity.loading': 'Carregando a atividade',
  'activity.loadFailed': 'Não foi possível carregar a atividade',
  'activity.refreshFailed': 'Não foi possível atualizar a atividade',
  'activity.noMatch': 'Nenhuma atividade corresponde a estes filtros.',
  'activity.empty':
    'Nada registrado ainda. Acessos, execuções, exclusões, mudanças no catálogo e envios de relatórios aparecem aqui.',
  'activity.range': {
    one: '{first}–{last} de {count} registro',
    other: '{first}–{last} de {count} registros',
  },
  'activity.pastLastPage': {
    zero: 'Nenhum registro na página {page}: não há registros.',
    one: 'Nenhum registro na página {page}: há só {count}.',
    other: 'Nenhum registro na página {page}: há {count} no total.',
  },
  'activity.pages': 'Páginas da atividade',
  'activity.page': 'Página {page}',
  'activity.newer': 'Registros mais recentes',
  'activity.older': 'Registros mais antigos',

  'activity.filters.search': 'Pesquisar',
  'activity.filters.searchHint': 'Robô, Runtime, execução, entrada',
  'activity.filters.operator': 'Operador',
  'activity.filters.anyone': 'Qualquer um',
  'activity.filters.operatorHint': 'Pressione Enter para aplicar',
  'activity.filters.actions': 'Ações',
  'activity.filters.anyAction': 'Qualquer ação',
  'activity.filters.from': 'De',
  'activity.filters.to': 'Até',
  'activity.filters.toHint': 'Sem incluir este horário',
  'activity.filters.clear': 'Limpar filtros',
  'activity.filters.invalidTime': 'Digite uma data e um horário válidos.',
  'activity.filters.toBeforeFrom': 'Escolha um horário depois do campo De.',

  'activity.table.label': 'Atividade',
  'activity.table.when': 'Quando',
  'activity.table.operator': 'Operador',
  'activity.table.action': 'Ação',
  'activity.table.what': 'O quê',
  'activity.export.details': 'Detalhes',

  'activity.action.sign-in': 'Entrou',
  'activity.action.sign-out': 'Saiu',
  'activity.action.run': 'Executou um robô',
  'activity.action.track': 'Acompanhou uma execução',
  'activity.action.delete': 'Excluiu uma execução da fila',
  'activity.action.catalog-save': 'Salvou uma entrada do catálogo',
  'activity.action.catalog-delete': 'Excluiu uma entrada do catálogo',
  'activity.action.catalog-import': 'Importou um arquivo de catálogo',
  'activity.action.report-send': 'Enviou um registro de relatório',
  'activity.action.moved-in': 'Trouxe os dados de um navegador',

  'activity.details.reportRecord': 'Registro de {form}',
  'activity.details.onRuntime': '{what} em {runtime}',
  'activity.details.execution': 'Execução {id}',
  'activity.details.defaultInputs': 'As entradas padrão do robô',
  'activity.details.variables': { one: '{count} variável', other: '{count} variáveis' },
  'activity.details.notInJournal': 'Fora do diário da equipe',
  'activity.details.accepted': 'Aceito pelo serviço',
  'activity.details.notAccepted': 'Não aceito',
  'activity.details.notAcceptedStatus': 'Não aceito (status {status})',
};
