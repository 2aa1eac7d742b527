/** As palavras da visão geral em português do Brasil; chaves e marcadores `{nome}` são os de words.en.ts. */
import type { Translation } from '@/i18n/message-format';
import type { words as english } from './words.en';

export const words: Translation<typeof english> = {
  'overview.title': 'Visão geral',
  'overview.description':
    'O que rodou, o que falhou, o que está parado e o que vem a seguir, no período escolhido. Cada número abre a fila filtrada por ele.',
  'overview.loading': 'Carregando a visão geral',
  'overview.loadFailed': 'Não foi possível carregar a visão geral',
  'overview.refreshFailed': 'Não foi possível atualizar a visão geral; os números mostrados são de antes.',

  'overview.period': 'Período, até agora',
  'overview.period.24h': '24 h',
  'overview.period.7d': '7 dias',
  'overview.period.30d': '30 dias',
  'overview.period.custom': 'De–até',
  'overview.period.customHint': 'No máximo {days} dias.',
  'overview.period.toBeforeFrom': 'O fim precisa vir depois do início.',
  'overview.period.tooLong': 'Um período tem no máximo {days} dias.',
  'overview.runtime': 'Runtime',
  'overview.robot': 'Robô',
  'overview.all': 'Todos',

  'overview.figures': 'Números',
  'overview.successRate': 'Taxa de sucesso',
  'overview.successRate.detail': '{succeeded} de {ended} execuções encerradas',
  'overview.successRate.none': 'Nenhuma execução terminou neste período.',
  'overview.running': 'Em execução agora',
  'overview.queued': 'Na fila agora',
  'overview.openAlerts': 'Alertas abertos',
  'overview.troubledFires': 'Disparos perdidos ou com falha',
  'overview.showInQueue': 'Mostrar na fila',

  'overview.bars.title.hour': 'Execuções por hora',
  'overview.bars.title.day': 'Execuções por dia',
  'overview.bars.chartLabel':
    'Barras empilhadas das execuções iniciadas em cada {unit}, por resultado. Os mesmos números estão na visão em tabela.',
  'overview.bars.empty': 'Nenhuma execução foi iniciada neste período.',
  'overview.view': 'Mostrar como',
  'overview.view.chart': 'Gráfico',
  'overview.view.table': 'Tabela',
  'overview.when': 'Quando',
  'overview.total': 'Total',
  'overview.outcome.success': 'Com sucesso',
  'overview.outcome.alert': 'Com avisos',
  'overview.outcome.error': 'Com falha',
  'overview.outcome.other': 'Outras',
  'overview.outcome.active': 'Não encerradas',
  'overview.countLink': '{count} {outcome}, {when}: mostrar na fila',

  'overview.saved.title': 'Tempo economizado',
  'overview.saved.total': '{hours} h que uma pessoa teria gasto neste trabalho',
  'overview.saved.description':
    'Execuções bem-sucedidas do período (ou os documentos que processaram, quando o robô os conta) × os minutos à mão de cada robô, como diz o catálogo.',
  'overview.saved.none':
    'Nenhum robô do catálogo diz quanto tempo seu trabalho leva para uma pessoa: preencha “Minutos à mão” para ver o tempo que ele economiza.',
  'overview.saved.toCatalog': 'Abrir o catálogo',
  'overview.saved.formula': 'Trabalho × minutos à mão',
  'overview.saved.hours': 'Horas economizadas',
  'overview.saved.hoursValue': '{hours} h',
  'overview.saved.executions': {
    one: '{count} execução bem-sucedida × {minutes} min',
    other: '{count} execuções bem-sucedidas × {minutes} min',
  },
  'overview.saved.documents': {
    one: '{count} documento × {minutes} min',
    other: '{count} documentos × {minutes} min',
  },
  'overview.saved.unknown': {
    one: '{count} execução deixada de fora: sua contagem de documentos não pôde ser lida',
    other: '{count} execuções deixadas de fora: suas contagens de documentos não puderam ser lidas',
  },
  'overview.value.title': 'Quanto valem estas horas',
  'overview.value.formula': '{hours} h × {rate}/h ({jobPosition}, enviado em {sentAt}) = {amount}',
  'overview.value.formulaLessCost':
    '{hours} h × {rate}/h ({jobPosition}, enviado em {sentAt}) − {robotHours} h × {supplierRate}/h ({supplier}) = {amount}',
  'overview.value.description':
    'Horas economizadas × o valor-hora do cargo de referência, menos as horas dos próprios robôs × o do fornecedor, como enviados por último ao produto de análise.',
  'overview.value.none': 'Nenhum cargo foi escolhido ainda para valorar estas horas.',
  'overview.value.unreadable.job-position':
    'O valor-hora do cargo “{name}” não pode ser lido do que foi enviado: nenhum valor é mostrado.',
  'overview.value.unreadable.supplier':
    'O valor-hora do fornecedor “{name}” não pode ser lido do que foi enviado: nenhum valor é mostrado.',
  'overview.value.choose': 'Escolher a referência',
  'overview.summary': 'Resumo mensal',
  'overview.durations.title': 'Durações por robô',
  'overview.durations.description':
    'Do início no serviço ao fim, nas execuções encerradas do período com os dois horários conhecidos.',
  'overview.durations.empty': 'Nenhuma execução com duração conhecida terminou neste período.',
  'overview.durations.robot': 'Robô',
  'overview.durations.executions': 'Execuções',
  'overview.durations.p50': 'Mediana (p50)',
  'overview.durations.p95': 'p95',
  'overview.durations.trend': 'Mediana por {unit}',
  'overview.durations.trendLabel': 'Duração mediana de {robot} por {unit}, de {first} a {last}',
  'overview.durations.noTrend': 'Pouco para desenhar',
  'overview.unit.hour': 'hora',
  'overview.unit.day': 'dia',

  'overview.fires.next': 'Próximos disparos agendados',
  'overview.fires.nextEmpty': 'Nenhum agendamento tem disparo previsto.',
  'overview.fires.troubled': 'Disparos perdidos ou com falha neste período',
  'overview.fires.troubledEmpty': 'Todos os disparos do período iniciaram sua execução.',
  'overview.fires.more': '…e mais {count}; a página de cada agendamento lista seus disparos.',
  'overview.fires.schedule': 'Agendamento',
  'overview.fires.due': 'Previsto para',
  'overview.fires.state': 'O que aconteceu',
  'overview.fires.state.missed': 'Perdido',
  'overview.fires.state.failed': 'Não iniciou',
  'overview.fires.state.unknown': 'Pode ter iniciado',

  'overview.export': 'Exportar os números',
  'overview.export.from': 'De',
  'overview.export.to': 'Até',
};
