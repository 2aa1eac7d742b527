/** As palavras de catalog em português do Brasil; chaves e marcadores `{nome}` são os de words.en.ts. */
import type { Translation } from '@/i18n/message-format';
import type { words as english } from './words.en';

export const words: Translation<typeof english> = {
  'catalog.page.title': 'Catálogo',
  'catalog.page.description':
    'Os Runtimes e robôs da equipe, compartilhados por todos os operadores: o serviço não consegue listá-los.',
  'catalog.page.loadFailed': 'Não foi possível carregar o catálogo da equipe',
  'catalog.page.refreshFailed':
    'Não foi possível atualizar o catálogo da equipe; ele aparece como foi carregado da última vez',
  'catalog.page.loading': 'Carregando o catálogo da equipe…',

  'catalog.runtime.title': 'Runtimes',
  'catalog.runtime.empty':
    'Ainda não há Runtimes: adicione os IDs de Runtime (ID_COMPUTER) que o operador do serviço passou para você.',
  'catalog.runtime.id': 'ID do Runtime',
  'catalog.runtime.idHint': 'ID_COMPUTER: a máquina que executa os robôs, como o serviço a conhece',
  'catalog.runtime.idBlank':
    'Informe o ID do Runtime (ID_COMPUTER) que o operador do serviço passou para você.',
  'catalog.runtime.idTaken': 'O ID do Runtime {id} já está no catálogo.',
  'catalog.runtime.nameBlank': 'Informe um nome para reconhecer este Runtime.',
  'catalog.runtime.add': 'Adicionar Runtime',
  'catalog.runtime.save': 'Salvar Runtime',
  'catalog.runtime.edit': 'Editar o Runtime {name}',
  'catalog.runtime.delete': 'Excluir o Runtime {name}',
  'catalog.runtime.deleteQuestion': 'Excluir o Runtime {name}?',
  'catalog.runtime.deleted': 'Runtime {name} excluído.',
  'catalog.runtime.alreadyDeleted': 'O Runtime {name} já tinha sido excluído por outra pessoa.',
  'catalog.runtime.notPutBack': 'Não foi possível trazer de volta o Runtime {name}',
  'catalog.runtime.putBackTaken': '{who} adicionou outro Runtime com o ID {id} {when}.',
  'catalog.runtime.discardNew': 'O que você mudou neste novo Runtime não foi salvo.',
  'catalog.runtime.discardEdit': 'O que você mudou no Runtime {name} não foi salvo.',
  'catalog.runtime.changedBeforeDelete': '{who} alterou este Runtime depois que você o carregou',
  'catalog.runtime.notDeletedShowNow':
    'A alteração foi salva {when}, então ele não foi excluído. Este é o Runtime agora:',
  'catalog.runtime.idTakenMeanwhile':
    '{who} adicionou o Runtime {name} com o ID {id} {when}. Escolha outro ID.',
  'catalog.runtime.addedMeanwhile': '{who} adicionou este Runtime enquanto você digitava',
  'catalog.runtime.changedMeanwhile': '{who} alterou este Runtime depois que você o abriu',
  'catalog.runtime.theirAddSaved':
    'O Runtime dessa pessoa foi salvo {when}; o seu ainda não foi salvo. Este é o Runtime agora:',
  'catalog.runtime.theirChangeSaved':
    'A alteração dessa pessoa foi salva {when}; a sua ainda não foi salva. Este é o Runtime agora:',
  'catalog.runtime.goneTitle': 'Este Runtime foi excluído enquanto isso',
  'catalog.runtime.goneText':
    'Alguém o excluiu depois que você o abriu. Seu texto continua aqui: “Adicionar Runtime” o coloca de volta no catálogo; Cancelar o deixa excluído.',
  'catalog.runtime.notSaved': 'O Runtime não foi salvo',
  'catalog.runtime.replaced': 'Runtime {name} ({id})',
  'catalog.runtime.replacedRenamed': 'Runtime {name} ({id}), chamado {fileName} no arquivo',
  'catalog.runtime.added': {
    zero: 'nenhum Runtime adicionado',
    one: '{count} Runtime adicionado',
    other: '{count} Runtimes adicionados',
  },
  'catalog.runtime.addedNames': { one: '{count} Runtime ({names})', other: '{count} Runtimes ({names})' },

  'catalog.robot.title': 'Robôs',
  'catalog.robot.empty':
    'Ainda não há robôs: adicione os IDs de robô (ID_ROBOT) que o operador do serviço passou para você, com as variáveis que cada um recebe.',
  'catalog.robot.id': 'ID do robô',
  'catalog.robot.idHint': 'ID_ROBOT, como o serviço o conhece',
  'catalog.robot.idBlank': 'Informe o ID do robô (ID_ROBOT) que o operador do serviço passou para você.',
  'catalog.robot.idTaken': 'O ID do robô {id} já está no catálogo.',
  'catalog.robot.nameBlank': 'Informe um nome para reconhecer este robô.',
  'catalog.robot.add': 'Adicionar robô',
  'catalog.robot.save': 'Salvar robô',
  'catalog.robot.edit': 'Editar o robô {name}',
  'catalog.robot.delete': 'Excluir o robô {name}',
  'catalog.robot.deleteQuestion': 'Excluir o robô {name}?',
  'catalog.robot.deleted': 'Robô {name} excluído.',
  'catalog.robot.alreadyDeleted': 'O robô {name} já tinha sido excluído por outra pessoa.',
  'catalog.robot.notPutBack': 'Não foi possível trazer de volta o robô {name}',
  'catalog.robot.putBackTaken': '{who} adicionou outro robô com o ID {id} {when}.',
  'catalog.robot.discardNew': 'O que você mudou neste novo robô não foi salvo.',
  'catalog.robot.discardEdit': 'O que você mudou no robô {name} não foi salvo.',
  'catalog.robot.changedBeforeDelete': '{who} alterou este robô depois que você o carregou',
  'catalog.robot.notDeletedShowNow':
    'A alteração foi salva {when}, então ele não foi excluído. Este é o robô agora:',
  'catalog.robot.idTakenMeanwhile': '{who} adicionou o robô {name} com o ID {id} {when}. Escolha outro ID.',
  'catalog.robot.addedMeanwhile': '{who} adicionou este robô enquanto você digitava',
  'catalog.robot.changedMeanwhile': '{who} alterou este robô depois que você o abriu',
  'catalog.robot.theirAddSaved':
    'O robô dessa pessoa foi salvo {when}; o seu ainda não foi salvo. Este é o robô agora:',
  'catalog.robot.theirChangeSaved':
    'A alteração dessa pessoa foi salva {when}; a sua ainda não foi salva. Este é o robô agora:',
  'catalog.robot.goneTitle': 'Este robô foi excluído enquanto isso',
  'catalog.robot.goneText':
    'Alguém o excluiu depois que você o abriu. Seu texto continua aqui: “Adicionar robô” o coloca de volta no catálogo; Cancelar o deixa excluído.',
  'catalog.robot.notSaved': 'O robô não foi salvo',
  'catalog.robot.replaced': 'Robô {name} ({id})',
  'catalog.robot.replacedRenamed': 'Robô {name} ({id}), chamado {fileName} no arquivo',
  'catalog.robot.added': {
    zero: 'nenhum robô adicionado',
    one: '{count} robô adicionado',
    other: '{count} robôs adicionados',
  },
  'catalog.robot.addedNames': { one: '{count} robô ({names})', other: '{count} robôs ({names})' },
  'catalog.robot.variableCount': {
    zero: 'nenhuma variável',
    one: '{count} variável',
    other: '{count} variáveis',
  },

  'catalog.list.name': 'Nome',
  'catalog.list.description': 'Descrição',
  'catalog.list.variables': 'Variáveis',
  'catalog.list.lastChange': 'Última alteração',
  'catalog.list.change': '{who} {when}',
  'catalog.list.lastChangedBy': 'Última alteração por {who} {when}',
  'catalog.list.actions': 'Ações',
  'catalog.list.edit': 'Editar',
  'catalog.list.delete': 'Excluir',
  'catalog.list.run': 'Executar',
  'catalog.list.runNamed': 'Executar {name}',

  'catalog.dialog.close': 'Fechar',
  'catalog.dialog.cancel': 'Cancelar',
  'catalog.putBackRefused': 'O catálogo não o aceitou de volta.',

  'catalog.discard.title': 'Descartar suas alterações?',
  'catalog.discard.keepEditing': 'Continuar editando',
  'catalog.discard.confirm': 'Descartar alterações',

  'catalog.delete.explain':
    'Ele sai do catálogo da equipe, para todos os operadores. O serviço em si não muda, e as execuções já iniciadas continuam.',
  'catalog.delete.failed': 'Não foi excluído',
  'catalog.delete.keep': 'Manter',
  'catalog.delete.confirm': 'Excluir',
  'catalog.delete.anyway': 'Excluir mesmo assim',

  'catalog.notice.choose':
    'Use a versão dessa pessoa para recomeçar a partir dela (o que você digitou pode ser trazido de volta), ou mantenha seu texto e salve-o por cima da versão dela.',
  'catalog.notice.useTheirs': 'Usar a versão dessa pessoa',
  'catalog.notice.keepMine': 'Manter meu texto',
  'catalog.notice.theirsTitle': 'O formulário mostra a versão de {who}',
  'catalog.notice.theirsText': 'Nada é salvo até você salvar. O que você tinha digitado não se perdeu:',
  'catalog.notice.bringBack': 'Trazer de volta o que digitei',
  'catalog.notice.keptTitle': 'Seu texto foi mantido',
  'catalog.notice.keptText': 'Salvar agora substitui a versão de {who} pela sua.',
  'catalog.notice.failedText': '{reason} O que você digitou foi mantido; tente de novo.',

  'catalog.facts.changed': 'alterado',
  'catalog.facts.none': 'nenhuma',
  'catalog.facts.type': 'tipo {type}',
  'catalog.facts.required': 'obrigatória',
  'catalog.facts.secret': 'secreta',
  'catalog.facts.hiddenDefault': 'um valor padrão',
  'catalog.facts.default': 'padrão “{value}”',
  'catalog.facts.variable': '{name} ({traits})',

  'catalog.figures.title': 'Para o produto de análise',
  'catalog.figures.intro':
    'Opcional. Os planos de relatório enviam os números da ideia, e a visão geral mostra o tempo que o robô economizou.',
  'catalog.figures.ideaId': 'Id da ideia',
  'catalog.figures.ideaIdHint': 'O inteiro do produto de análise; vários robôs podem compartilhar uma ideia',
  'catalog.figures.ideaIdRange': 'O id da ideia é um número inteiro de 0 a {max}.',
  'catalog.figures.documents': 'Documentos processados',
  'catalog.figures.documentsNone': 'Não contados',
  'catalog.figures.documentsExecution': 'Um por execução',
  'catalog.figures.documentsPath': 'Um campo do valor de retorno',
  'catalog.figures.documentsPathLabel': 'Campo do valor de retorno',
  'catalog.figures.documentsPathHint':
    'Nomes unidos por pontos, como documents ou summary.count; um valor que não seja um número inteiro a partir de 0 conta como desconhecido',
  'catalog.figures.documentsPathWrong':
    'Informe um campo do valor de retorno: nomes unidos por pontos, sem espaços, como summary.count (no máximo {max} caracteres).',
  'catalog.figures.manualMinutes': 'Minutos à mão',
  'catalog.figures.manualMinutesHint':
    'Quanto tempo uma pessoa levaria para fazer o trabalho de uma execução',
  'catalog.figures.manualMinutesRange': 'Informe minutos acima de 0 e no máximo {max} (uma semana).',
  'catalog.facts.documentsExecution': 'um por execução',
  'catalog.facts.documentsPath': 'de {path}',
  'catalog.facts.minutes': '{minutes} min',

  'catalog.form.name': 'Nome',
  'catalog.form.description': 'Descrição',
  'catalog.form.upTo': 'Até {max} caracteres',
  'catalog.form.nameTooLong': 'O nome pode ter no máximo {max} caracteres; este tem {length}.',
  'catalog.form.descriptionTooLong': 'A descrição pode ter no máximo {max} caracteres; esta tem {length}.',
  'catalog.form.variableNameTooLong':
    'O nome da variável pode ter no máximo {max} caracteres; este tem {length}.',
  'catalog.form.variableTypeTooLong': 'O tipo pode ter no máximo {max} caracteres; este tem {length}.',
  'catalog.form.defaultValueTooLong':
    'O valor padrão pode ter no máximo {max} caracteres; este tem {length}.',

  'catalog.variables.title': 'Variáveis',
  'catalog.variables.intro': 'A entrada que o formulário de execução pede, nesta ordem.',
  'catalog.variables.none':
    'Nenhuma variável: o robô é executado com os próprios valores padrão. Adicione uma para cada entrada.',
  'catalog.variables.legend': 'Variável {number}',
  'catalog.variables.numbered': 'variável {number}',
  'catalog.variables.named': 'variável {name}',
  'catalog.variables.name': 'Nome da variável',
  'catalog.variables.type': 'Tipo',
  'catalog.variables.typeText': 'Texto',
  'catalog.variables.defaultValue': 'Valor padrão',
  'catalog.variables.showDefault': 'Mostrar o valor padrão da {variable}',
  'catalog.variables.required': 'Obrigatória',
  'catalog.variables.secret': 'Secreta',
  'catalog.variables.secretHint':
    'Digitada a cada execução e oculta no formulário de execução; não tem valor padrão, e seu valor nunca é guardado no diário.',
  'catalog.variables.secretDefault':
    'Uma secreta não tem valor padrão: o catálogo é mostrado a todos. Esvazie este campo, ou desmarque "Secreta".',
  'catalog.variables.secretTyped': 'Uma secreta é digitada a cada execução.',
  'catalog.variables.moveUp': 'Mover a {variable} para cima',
  'catalog.variables.moveDown': 'Mover a {variable} para baixo',
  'catalog.variables.removeVariable': 'Remover a {variable}',
  'catalog.variables.remove': 'Remover',
  'catalog.variables.add': 'Adicionar variável',
  'catalog.variables.full': 'Uma execução aceita no máximo {max} variáveis, então este robô está completo.',
  'catalog.variables.nameBlank': 'Informe o nome de variável que o robô espera.',
  'catalog.variables.typeMissing': 'Escolha um tipo.',
  'catalog.variables.tooMany': 'Um robô pode ter no máximo {max} variáveis; remova algumas.',
  'catalog.variables.nameRepeated': 'Outra variável já se chama {name}.',

  'catalog.transfer.export': 'Exportar catálogo',
  'catalog.transfer.import': 'Importar catálogo',
  'catalog.transfer.fileInput': 'Arquivo de catálogo a importar',
  'catalog.transfer.exportFailed': 'O catálogo não foi exportado',
  'catalog.transfer.unreadable':
    'O navegador não conseguiu ler o arquivo. Verifique se ele ainda está lá e tente de novo.',

  'catalog.names.two': '{first} e {last}',
  'catalog.names.more': '{names} e mais {count}',

  'catalog.import.entries': { one: '{count} item', other: '{count} itens' },
  'catalog.import.replaced': {
    zero: 'nenhum substituído',
    one: '{count} substituído',
    other: '{count} substituídos',
  },
  'catalog.import.alreadyThere': { one: '{count} já estava lá', other: '{count} já estavam lá' },
  'catalog.import.done': '{fileName} importado: {runtimes}; {robots}.',
  'catalog.import.nothingNew':
    '{fileName} não traz nada novo: todos os itens dele já estão no catálogo exatamente assim.',
  'catalog.import.confirmTitle': 'Substituir {entries} pelo conteúdo de {fileName}?',
  'catalog.import.theFile': 'um arquivo',
  'catalog.import.willReplace': {
    one: 'Este item já está no catálogo da equipe e será substituído pela versão do arquivo:',
    other: 'Estes itens já estão no catálogo da equipe e serão substituídos pela versão do arquivo:',
  },
  'catalog.import.moreReplaced': 'e mais {count}',
  'catalog.import.alsoAdds': 'A importação também adiciona {added}.',
  'catalog.import.unchanged': {
    one: '{count} item do arquivo já está no catálogo exatamente assim.',
    other: '{count} itens do arquivo já estão no catálogo exatamente assim.',
  },
  'catalog.import.undoable': 'Você pode desfazer a importação depois.',
  'catalog.import.confirm': 'Importar e substituir',
  'catalog.import.dismiss': 'Dispensar',
  'catalog.import.failedTitle': 'A importação falhou',
  'catalog.import.notImported': '{fileName} não foi importado; nada foi alterado.',
  'catalog.import.moreProblems': { one: 'e mais {count} problema', other: 'e mais {count} problemas' },
  'catalog.import.doneTitle': 'Catálogo importado',
  'catalog.import.undo': 'Desfazer a importação',
  'catalog.import.undoneTitle': 'Importação desfeita',
  'catalog.import.undone': 'O catálogo voltou a ser como era antes da importação de {fileName}.',
  'catalog.import.undoneExcept': {
    one: 'A importação de {fileName} foi desfeita, exceto {count} item alterado desde então, que ficou como está agora.',
    other:
      'A importação de {fileName} foi desfeita, exceto {count} itens alterados desde então, que ficaram como estão agora.',
  },
  'catalog.import.partlyUndone':
    'A importação de {fileName} foi desfeita só em parte: não foi possível restaurar {entries}. {reason}',

  'catalog.file.notACatalog':
    'Este arquivo não é um catálogo do Robot Console. Escolha um arquivo criado com "Exportar catálogo".',
  'catalog.file.newerFormat':
    'Este catálogo foi criado por uma versão mais nova do Robot Console (formato {format}), que esta não consegue ler. Importe-o onde ele foi criado, ou peça uma cópia exportada desta versão.',
  'catalog.file.runtimesNotList': 'Os Runtimes deste arquivo não estão em uma lista.',
  'catalog.file.robotsNotList': 'Os robôs deste arquivo não estão em uma lista.',
  'catalog.file.runtime': 'Runtime {number}',
  'catalog.file.runtimeNamed': 'Runtime {number} ("{name}")',
  'catalog.file.ofRuntime': 'do Runtime {number}',
  'catalog.file.ofRuntimeNamed': 'do Runtime {number} ("{name}")',
  'catalog.file.robot': 'Robô {number}',
  'catalog.file.robotNamed': 'Robô {number} ("{name}")',
  'catalog.file.ofRobot': 'do robô {number}',
  'catalog.file.ofRobotNamed': 'do robô {number} ("{name}")',
  'catalog.file.variable': 'Variável {number} {ofRobot}',
  'catalog.file.ofVariable': 'da variável {number} {ofRobot}',
  'catalog.file.notARuntime': 'O Runtime {number} não é um Runtime: ele deve ter um ID e um nome.',
  'catalog.file.notARobot': 'O robô {number} não é um robô: ele deve ter um ID e um nome.',
  'catalog.file.notAVariable': '{entry} não é uma variável: deve ter um nome.',
  'catalog.file.noId': '{entry} não tem ID.',
  'catalog.file.noName': '{entry} não tem nome.',
  'catalog.file.noType': '{entry} não tem tipo.',
  'catalog.file.idNotText': '{entry} tem um ID que não é texto.',
  'catalog.file.nameNotText': '{entry} tem um nome que não é texto.',
  'catalog.file.descriptionNotText': '{entry} tem uma descrição que não é texto.',
  'catalog.file.typeNotText': '{entry} tem um tipo que não é texto.',
  'catalog.file.defaultValueNotText': '{entry} tem um valor padrão que não é texto.',
  'catalog.file.ideaIdWrong': '{entry}: o id da ideia é um número inteiro de 0 a {max}.',
  'catalog.file.manualMinutesWrong': '{entry}: os minutos à mão são um número acima de 0 e no máximo {max}.',
  'catalog.file.documentsFromWrong':
    '{entry}: documentsFrom é "execution" ou um campo do valor de retorno, como "summary.count".',
  'catalog.file.nameTooLong': 'O nome {of} tem {length} caracteres; são permitidos no máximo {max}.',
  'catalog.file.descriptionTooLong':
    'A descrição {of} tem {length} caracteres; são permitidos no máximo {max}.',
  'catalog.file.typeTooLong': 'O tipo {of} tem {length} caracteres; são permitidos no máximo {max}.',
  'catalog.file.defaultValueTooLong':
    'O valor padrão {of} tem {length} caracteres; são permitidos no máximo {max}.',
  'catalog.file.idProblem': '{entry}: {problem}',
  'catalog.file.secretDefault':
    '{entry} é secreta e tem um valor padrão; uma secreta é digitada a cada execução. Remova o valor padrão, ou a marca de secreta.',
  'catalog.file.notAFlag': '{entry} tem "{field}" com um valor que não é true nem false.',
  'catalog.file.variablesNotList': '{entry} tem variáveis que não estão em uma lista.',
  'catalog.file.tooManyVariables': '{entry} tem {count} variáveis; uma execução aceita no máximo {max}.',
  'catalog.file.variableRepeated': '{entry} tem mais de uma variável chamada "{name}".',
  'catalog.file.runtimeIdRepeated':
    'O ID de Runtime "{id}" aparece mais de uma vez neste arquivo (Runtimes {first} e {second}).',
  'catalog.file.robotIdRepeated':
    'O ID de robô "{id}" aparece mais de uma vez neste arquivo (robôs {first} e {second}).',
  'catalog.role.readOnly': 'Só administradores editam o catálogo.',
};
