/** As palavras de executions em português do Brasil; chaves e marcadores `{nome}` são os de words.en.ts. */
import type { Translation } from '@/i18n/message-format';
import type { words as english } from './words.en';

export const words: Translation<typeof english> = {
  'executions.title': 'Execução {id}',
  'executions.loading': 'Carregando a execução',
  'executions.journalError': 'Não foi possível ler o registro da equipe',

  'executions.facts.runtime': 'Runtime {runtime}',
  'executions.facts.robot': 'Robô {robot}',
  'executions.facts.startedBy': 'iniciada por {who} em {when}',
  'executions.facts.trackedBy': 'acompanhada por {who} em {when}',
  'executions.facts.startedBySchedule': 'iniciada pelo agendamento {schedule} (como {who}) em {when}',
  'executions.facts.deletedBy': 'excluída por {who} em {when}',
  'executions.facts.unknownOperator': 'um operador desconhecido',
  'executions.facts.inQueue': 'na fila da equipe',
  'executions.facts.notInJournal': 'não está no registro da equipe',

  'executions.actions.refresh': 'Atualizar',
  'executions.actions.track': 'Acompanhar na fila',
  'executions.actions.notTracked': 'Não foi possível acompanhar',
  'executions.actions.runAgain': 'Executar de novo',
  'executions.actions.editAndRunAgain': 'Editar e executar de novo',
  'executions.actions.notStarted': 'O robô não foi iniciado de novo',
  'executions.actions.trackedById':
    'Acompanhada pelo ID: as entradas com que foi iniciada são desconhecidas aqui, então ela não pode ser executada de novo. Inicie-a pelo formulário de execução.',
  'executions.actions.secrets': {
    one: 'O valor da variável secreta {names} nunca foi armazenado, então ela não pode ser executada de novo como estava. Editar e executar de novo o deixa vazio para você digitá-lo de novo.',
    other:
      'Os valores das variáveis secretas {names} nunca foram armazenados, então ela não pode ser executada de novo como estava. Editar e executar de novo os deixa vazios para você digitá-los de novo.',
  },

  'executions.delete.button': 'Excluir',
  'executions.delete.title': 'Excluir esta execução da fila?',
  'executions.delete.text':
    'A execução {id} no Runtime {runtime} será removida da fila antes de começar. Isso não pode ser desfeito.',
  'executions.delete.textWithRobot':
    'A execução {id} do robô {robot} no Runtime {runtime} será removida da fila antes de começar. Isso não pode ser desfeito.',
  'executions.delete.cancel': 'Cancelar',
  'executions.delete.confirm': 'Excluir execução',
  'executions.delete.done': 'Execução excluída',
  'executions.delete.doneText': 'A execução {id} foi removida da fila.',
  'executions.delete.failed': 'A execução não foi excluída',
  'executions.delete.started': 'Ela começou nesse meio-tempo, então não pode mais ser excluída.',
  'executions.delete.gone': 'O Runtime dela não a tem mais.',

  'executions.failure.title': 'Esta execução falhou ({status})',
  'executions.failure.fromLog': 'O último erro nos logs:',
  'executions.failure.fromReturnValue': 'A mensagem do valor de retorno:',
  'executions.failure.none':
    'O serviço não deu nenhuma mensagem de erro: veja os logs e o valor de retorno abaixo.',

  'executions.address.title': 'Não é um endereço de execução',
  'executions.address.alert': 'Este endereço não indica uma execução',
  'executions.address.text':
    '{problem} Abra a execução pela {queue} ou acompanhe-a lá pelo Runtime e pelo ID da execução.',
  'executions.address.queue': 'fila',

  'executions.deleted.title': 'Excluída da fila',
  'executions.deleted.text':
    '{who} excluiu esta execução em {when}, antes de ela começar. O Runtime {runtime} não a tem mais.',
  'executions.deleted.someone': 'Um operador',
  'executions.notFound.title': 'Execução não encontrada',
  'executions.notFound.text':
    'O Runtime {runtime} não tem nenhuma execução com este ID. Ela pode ter sido excluída enquanto estava na fila, ou os IDs podem ter sido digitados errado.',
  'executions.readError': 'Não foi possível ler a execução',

  'executions.status.ended': 'Terminada: não é mais atualizada.',
  'executions.status.timeLimit': {
    one: 'Parou de ser atualizada depois de {count} hora; use Atualizar para lê-la de novo.',
    other: 'Parou de ser atualizada depois de {count} horas; use Atualizar para lê-la de novo.',
  },
  'executions.status.refused':
    'Sem atualização: o serviço se recusou a dar este resultado. Use Atualizar para tentar de novo.',
  'executions.status.hidden': 'Pausada enquanto esta aba está oculta.',
  'executions.status.retrying':
    'Não foi possível ler o resultado mais recente ({error}). Nova tentativa em {seconds} s.',
  'executions.status.polling': 'Atualizando a cada {seconds} s.',
  'executions.status.lost': 'Sem atualização: {reason} — use Atualizar para lê-la de novo.',
  'executions.status.fallback':
    'As atualizações ao vivo foram interrompidas: lida de novo a cada {seconds} s.',
  'executions.status.live':
    'Atualizada em tempo real: o servidor a lê a cada {seconds} s para toda a equipe.',
  'executions.status.firstAnswer': 'Aguardando a primeira resposta do serviço sobre esta execução.',

  'executions.summary.label': 'Status da execução',
  'executions.summary.status': 'Status',
  'executions.summary.percent': '{percent} %',
  'executions.summary.progress': 'Progresso da execução',
  'executions.summary.started': 'Início',
  'executions.summary.ended': 'Fim',
  'executions.summary.endedNoTime': 'Sim (horário não informado)',
  'executions.summary.notYet': 'Ainda não',
  'executions.summary.duration': 'Duração',
  'executions.summary.elapsed': 'Tempo decorrido',

  'executions.inputs.title': 'Entradas',
  'executions.inputs.unknown':
    'Desconhecidas: esta execução foi iniciada em outro lugar e acompanhada pelo ID.',
  'executions.inputs.call': 'Iniciada com a chamada de execução da API versão {version}.',
  'executions.inputs.none': 'Nenhuma variável foi enviada: o robô usou os parâmetros padrão.',
  'executions.inputs.table': 'Variáveis enviadas',
  'executions.inputs.name': 'Nome',
  'executions.inputs.value': 'Valor',
  'executions.inputs.masked': '•••• (secreta)',
  'executions.inputs.secretsNotStored': 'Os valores de variáveis secretas nunca são armazenados.',

  'executions.returnValue.title': 'Valor de retorno',
  'executions.returnValue.copy': 'Copiar o valor de retorno',
  'executions.returnValue.copied': 'Copiado',
  'executions.returnValue.download': 'Baixar JSON',
  'executions.returnValue.none': 'A execução terminou sem valor de retorno.',
  'executions.returnValue.later': 'Aparece aqui quando a execução terminar.',

  'executions.logs.title': 'Logs',
  'executions.logs.count': '({count})',
  'executions.logs.empty': 'Nenhuma linha de log ainda. Elas aparecem aqui à medida que o robô as escreve.',
  'executions.logs.label': 'Logs da execução',
  'executions.logs.download': 'Baixar os logs',
  'executions.logs.search': 'Pesquisar nos logs',
  'executions.logs.follow': 'Acompanhar novas linhas',
  'executions.logs.levels': 'Níveis exibidos',
  'executions.logs.level': '{level} ({count})',
  'executions.logs.noLevel': 'Sem nível',
  'executions.logs.shown': {
    one: '{shown} de {count} linha exibida.',
    other: '{shown} de {count} linhas exibidas.',
  },
  'executions.logs.newLines': {
    one: 'Pausado: {count} linha nova abaixo.',
    other: 'Pausado: {count} linhas novas abaixo.',
  },
  'executions.logs.noMatch': 'Nenhuma linha corresponde à pesquisa e aos níveis escolhidos.',
  'executions.role.readOnly': 'Leitores não podem executar, acompanhar nem excluir execuções.',
};
