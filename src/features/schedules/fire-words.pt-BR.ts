/** O que aconteceu com um disparo de agendamento, em português do Brasil; chaves e marcadores são os de fire-words.en.ts. */
import type { Translation } from '@/i18n/message-format';
import type { words as english } from './fire-words.en';

export const words: Translation<typeof english> = {
  'scheduleFire.state.claimed': 'Devido',
  'scheduleFire.state.calling': 'Iniciando',
  'scheduleFire.state.started': 'Iniciado',
  'scheduleFire.state.skipped': 'Pulado',
  'scheduleFire.state.missed': 'Perdido',
  'scheduleFire.state.failed': 'Não iniciou',
  'scheduleFire.state.unknown': 'Pode ter iniciado',

  'scheduleFire.reason.server-down': 'o servidor estava fora do ar, e já era tarde para recuperar',
  'scheduleFire.reason.caught-up': 'depois que o servidor voltou, um disparo mais recente rodou no lugar',
  'scheduleFire.reason.paused': 'o agendamento estava pausado',
  'scheduleFire.reason.deleted': 'o agendamento foi excluído',
  'scheduleFire.reason.calendar': 'o calendário pula esse dia',
  'scheduleFire.reason.calendar.weekend': 'caiu num fim de semana',
  'scheduleFire.reason.calendar.holiday': 'caiu num feriado',
  'scheduleFire.reason.calendar.team': 'caiu num dos dias sem execução da equipe',
  'scheduleFire.reason.overlap': 'a execução anterior ainda não tinha terminado',
  'scheduleFire.reason.no-one-signed-in': 'ninguém estava conectado e não há conta de execução',
  'scheduleFire.reason.secret-unreadable':
    'os valores secretos salvos não podem mais ser abertos (o SESSION_SECRET do servidor mudou); digite-os de novo no agendamento',
  'scheduleFire.reason.refused': 'o serviço recusou a execução',
  'scheduleFire.reason.refusedWith': 'o serviço recusou a execução — {detail}',
  'scheduleFire.reason.unreachable': 'não foi possível falar com o serviço de orquestração',
  'scheduleFire.reason.call-interrupted':
    'o servidor parou enquanto chamava o serviço; confira na tela do próprio orquestrador antes de executar à mão, ou ela pode rodar duas vezes',
  'scheduleFire.reason.no-answer':
    'o serviço não respondeu a tempo à chamada de execução; confira na tela do próprio orquestrador antes de executar à mão, ou ela pode rodar duas vezes',

  'scheduleFire.outcome': '{state}: {reason}',
  'scheduleFire.execution': 'Execução {id}',

  'scheduleFire.notice.missed': '{name} não rodou {when}: {reason}',
  'scheduleFire.notice.failed': '{name} não iniciou {when}: {reason}',
  'scheduleFire.notice.unknown': '{name} pode ter iniciado {when}: {reason}',
  'scheduleFire.notice.other': '{name}, previsto {when}: {reason}',
  'scheduleFire.notice.open': 'Abrir o agendamento',
};
