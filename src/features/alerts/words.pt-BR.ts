/** As palavras dos alertas e dos vigias em português do Brasil; chaves e marcadores `{nome}` são os de words.en.ts. */
import type { Translation } from '@/i18n/message-format';
import type { words as english } from './words.en';

export const words: Translation<typeof english> = {
  'alerts.title': 'Alertas abertos',
  'alerts.none': 'Nada a ver: nenhum alerta está aberto.',
  'alerts.loading': 'Carregando os alertas',
  'alerts.loadFailed': 'Não foi possível carregar os alertas',
  'alerts.more': { one: '…e mais {count} na visão geral.', other: '…e mais {count} na visão geral.' },
  'alerts.showAll': 'Todos os alertas na visão geral',
  'alerts.settings': 'Configurar os vigias',
  'alerts.raised': 'Aberto {when}',
  'alerts.acknowledgedBy': 'Reconhecido por {who} {when}',
  'alerts.resolved': 'Resolvido {when}',

  'alerts.kind.queued-too-long': 'Tempo demais na fila',
  'alerts.kind.running-too-long': 'Execução longa demais',
  'alerts.kind.runtime-down': 'Runtime talvez fora do ar',
  'alerts.kind.schedule-fire': 'Agendamento não rodou',
  'alerts.kind.robot-failing': 'Falhas seguidas',
  'alerts.kind.reporting-send': 'Envio de relatório precisa de atenção',
  'alerts.record.rpa': 'estatística de RPA',
  'alerts.record.volumetry': 'volumetria',
  'alerts.what.reporting-send.failed':
    'A {record} da ideia {idea} do período a partir de {period} foi recusada pelo serviço de relatórios.',
  'alerts.what.reporting-send.unknown':
    'A {record} da ideia {idea} do período a partir de {period} não teve resposta: pode ou não ter sido recebida, e não é reenviada sozinha.',
  'alerts.what.reporting-send.waiting':
    'A {record} da ideia {idea} do período a partir de {period} espera aprovação há mais tempo do que os alertas permitem.',
  'alerts.what.queued-too-long': '{execution} de {robot} espera na fila de {runtime} há {minutes} min.',
  'alerts.what.running-too-long':
    '{execution} de {robot} roda há {minutes} min em {runtime}; costuma terminar em até {limit} min.',
  'alerts.what.runtime-down':
    'Em {runtime}, execuções esperam há {minutes} min e nada rodou: o Runtime talvez esteja fora do ar.',
  'alerts.what.schedule-fire.missed': 'O agendamento “{schedule}” perdeu o disparo previsto para {due}.',
  'alerts.what.schedule-fire.failed':
    'O agendamento “{schedule}” não conseguiu iniciar a execução prevista para {due}.',
  'alerts.what.schedule-fire.unknown':
    'O agendamento “{schedule}” talvez não tenha iniciado a execução prevista para {due}: a resposta do orquestrador se perdeu.',
  'alerts.what.robot-failing': {
    one: '{robot} falhou na última execução.',
    other: '{robot} falhou nas últimas {count} execuções seguidas.',
  },
  'alerts.open.execution': 'Abrir a execução',
  'alerts.open.queue': 'Mostrar na fila',
  'alerts.open.sends': 'Mostrar os envios',
  'alerts.open.schedule': 'Abrir o agendamento',

  'alerts.acknowledge': 'Reconhecer',
  'alerts.acknowledgeLabel': 'Reconhecer: {what}',
  'alerts.note': 'Observação (opcional)',
  'alerts.noteHint': 'O que foi feito, para a equipe (fica com o alerta).',
  'alerts.confirm': 'Reconhecer',
  'alerts.cancel': 'Cancelar',
  'alerts.acknowledged': 'Alerta reconhecido.',
  'alerts.acknowledgeFailed': 'Não foi possível reconhecer o alerta',

  'alerts.history': 'Últimos alertas',
  'alerts.history.empty': 'Nenhum alerta foi aberto ainda.',
  'alerts.state.open': 'Aberto',
  'alerts.state.acknowledged': 'Reconhecido',
  'alerts.state.resolved': 'Resolvido',

  'watchdogs.title': 'Configurar os vigias',
  'watchdogs.description':
    'As regras que abrem um alerta quando algo deu errado. Um alerta por causa: ele fica até a causa passar ou alguém reconhecê-lo.',
  'watchdogs.loading': 'Carregando as configurações',
  'watchdogs.loadFailed': 'Não foi possível carregar as configurações',
  'watchdogs.on': 'Ligada',
  'watchdogs.queued': 'Uma execução espera na fila tempo demais',
  'watchdogs.queued.minutes': 'Minutos na fila',
  'watchdogs.running': 'Uma execução roda tempo demais',
  'watchdogs.running.factor': 'Vezes a duração de costume do robô (p95 de 30 dias)',
  'watchdogs.running.factorHint': 'Só para robôs com ao menos 5 fins cronometrados em 30 dias.',
  'watchdogs.running.limit': 'Ou um limite fixo, em minutos',
  'watchdogs.running.limitHint': 'Deixe vazio para usar a duração de costume do robô.',
  'watchdogs.runtimeDown': 'Um Runtime parece fora do ar',
  'watchdogs.runtimeDown.minutes': 'Minutos com execuções esperando e nada rodando',
  'watchdogs.scheduleFires': 'O disparo de um agendamento é perdido ou não inicia',
  'watchdogs.failures': 'Um robô falha seguidamente',
  'watchdogs.failures.inARow': 'Falhas seguidas',
  'watchdogs.reportingSends':
    'Um envio de plano de relatório é recusado, fica sem resposta ou espera aprovação',
  'watchdogs.reportingSends.waitingHours': 'Horas que um envio pode esperar aprovação',
  'watchdogs.save': 'Salvar as configurações',
  'watchdogs.leave.message': 'Suas alterações nas configurações dos vigias não foram salvas.',
  'watchdogs.saved': 'Configurações dos vigias salvas.',
  'watchdogs.saveFailed': 'Não foi possível salvar as configurações',
  'watchdogs.conflict':
    '{who} mudou as configurações {when}. A versão dessa pessoa está na tela; refaça sua mudança.',
  'watchdogs.lastChange': 'Mudadas por último por {who} {when}.',
  'watchdogs.defaults': 'Estes são os padrões: ninguém os mudou ainda.',
  'watchdogs.wholeNumber': 'Um número inteiro de {min} a {max}.',
  'watchdogs.numberRange': 'Um número de {min} a {max}.',
  'alerts.role.cannotAcknowledge': 'Leitores não podem reconhecer alertas.',
  'watchdogs.role.readOnly': 'Só administradores alteram as regras dos vigias.',
};
