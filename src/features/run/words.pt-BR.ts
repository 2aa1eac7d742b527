/** As palavras de run em português do Brasil; chaves e marcadores `{nome}` são os de words.en.ts. */
import type { Translation } from '@/i18n/message-format';
import type { words as english } from './words.en';

export const words: Translation<typeof english> = {
  'run.page.title': 'Executar um robô',
  'run.page.description': 'Inicie um robô em um Runtime com as variáveis de entrada dele.',

  'run.runtime.label': 'ID do Runtime',
  'run.runtime.hint': 'ID_COMPUTER: digite-o ou escolha um do catálogo da equipe',
  'run.runtime.hintNoCatalog': 'ID_COMPUTER: digite-o (não foi possível carregar o catálogo da equipe)',
  'run.robot.label': 'ID do robô',
  'run.robot.hint': 'ID_ROBOT: digite-o ou escolha um; as variáveis de um robô do catálogo são preenchidas',
  'run.robot.hintNoCatalog': 'ID_ROBOT: digite-o (não foi possível carregar o catálogo da equipe)',
  'run.catalog.match': 'No seu catálogo: {name}',
  'run.catalog.nameNotId':
    '“{name}” é um nome do catálogo, não um ID: escolha-o na lista para usar o ID dele, {id}.',

  'run.apiVersion.label': 'Versão da API',
  'run.apiVersion.hint': 'A versão 2 é a atual; a versão 1 continua disponível.',
  'run.apiVersion.v2': 'Versão 2',
  'run.apiVersion.v1': 'Versão 1',

  'run.variables.title': 'Variáveis',
  'run.variables.none': 'Nenhuma variável: o robô é executado com os parâmetros padrão dele.',
  'run.variables.add': 'Adicionar variável',
  'run.variables.tooMany': 'Uma execução pode ter no máximo {max} variáveis.',
  'run.variables.removeSome': '{problem} Remova as que o robô não usa.',
  'run.variables.missingRequired': {
    one: '{robot} precisa da variável {names}: adicione-a com um valor.',
    other: '{robot} precisa das variáveis {names}: adicione-as com um valor.',
  },
  'run.variables.addMissing': 'Adicionar as variáveis que faltam',
  'run.variables.filledIn': 'Variáveis de {robot} preenchidas.',
  'run.variables.undoFill': 'Desfazer: trazer de volta as variáveis que digitei',

  'run.variable.legend': 'Variável {number}',
  'run.variable.name': 'Nome da variável',
  'run.variable.type': 'Tipo da variável',
  'run.variable.typeText': 'Texto',
  'run.variable.value': 'Valor da variável',
  'run.variable.secretHint': 'Secreta: não é guardada no diário nem no rascunho salvo',
  'run.variable.optionalHint': 'Opcional: se ficar vazia, não é enviada e o robô usa o padrão dele.',
  'run.variable.secretOptionalHint':
    'Secreta: não é guardada no diário nem no rascunho salvo. Opcional: se ficar vazia, não é enviada e o robô usa o padrão dele.',
  'run.variable.showValue': 'Mostrar o valor da variável {number}',
  'run.variable.moveUp': 'Mover para cima',
  'run.variable.moveDown': 'Mover para baixo',
  'run.variable.remove': 'Remover',
  'run.variable.moveUpLabel': 'Mover a variável {number} para cima',
  'run.variable.moveDownLabel': 'Mover a variável {number} para baixo',
  'run.variable.removeLabel': 'Remover a variável {number}',
  'run.variable.nameBlank': 'Informe o nome da variável.',
  'run.variable.nameSpaces': 'O nome começa ou termina com um espaço; remova-o.',
  'run.variable.nameTooLong':
    'O nome de uma variável pode ter no máximo {max} caracteres; este tem {length}.',
  'run.variable.nameRepeated': '"{name}" já foi usado acima.',
  'run.variable.typeMissing': 'Escolha um tipo.',
  'run.variable.valueTooLong': 'Um valor pode ter no máximo {max} caracteres; este tem {length}.',
  'run.variable.valueRequired': 'Este robô precisa de um valor aqui.',

  'run.submit': 'Executar',
  'run.failed.title': 'O robô não foi iniciado',
  'run.failed.text': '{reason} O que você preencheu foi mantido; tente de novo quando quiser.',
  'run.started.title': '{robot} iniciado',
  'run.started.follow': 'Acompanhar a execução',

  'run.clear.button': 'Limpar formulário',
  'run.clear.done': 'O formulário de execução foi limpo.',
  'run.clear.undo': 'Desfazer: trazer de volta o que digitei',

  'run.prefill.loadingExecution': 'Preenchendo o formulário com as entradas da execução {id}…',
  'run.prefill.loadingCatalog': 'Lendo o catálogo da equipe para escolher o robô…',
  'run.prefill.loadFailed': 'Não foi possível ler as entradas da execução {id}',
  'run.prefill.confirmTitle': 'Substituir o que você digitou?',
  'run.prefill.confirmExecution':
    'O formulário tem o que você digitou antes. Preenchê-lo com as entradas da execução {id} no lugar?',
  'run.prefill.confirmRobot':
    'O formulário tem o que você digitou antes. Escolher o robô {robot} no lugar? As variáveis dele substituem as digitadas.',
  'run.prefill.keep': 'Manter o que digitei',
  'run.prefill.replace': 'Substituir',
  'run.prefill.fromExecution':
    'Preenchido com as entradas da execução {id}, iniciada por {who}. Confira-as e clique em Executar.',
  'run.prefill.inputsUnknown':
    'Ela foi acompanhada pelo ID, então as entradas com que foi iniciada são desconhecidas: só o Runtime e o robô foram preenchidos.',
  'run.prefill.secrets': {
    one: 'O valor da variável secreta {names} nunca é armazenado: digite-o de novo.',
    other: 'Os valores das variáveis secretas {names} nunca são armazenados: digite-os de novo.',
  },
  'run.prefill.robot': 'Robô {name} escolhido no catálogo da equipe: as variáveis dele foram preenchidas.',
  'run.prefill.robotRuntime':
    'O Runtime {runtime} também foi preenchido: confira-o antes de clicar em Executar.',
  'run.prefill.robotNotInCatalog':
    '“{robot}” não está no catálogo da equipe: o ID dele foi preenchido, as variáveis ficaram como estavam.',
  'run.prefill.notInJournal':
    'A execução {id} não está no registro da equipe, então o formulário ficou como estava.',
  'run.prefill.notAnExecution': 'Este link não indica uma execução, então o formulário ficou como estava.',
  'run.prefill.dismiss': 'Fechar',

  'run.preview.title': 'Prévia da requisição',
  'run.preview.missing': 'Ainda não há requisição. {problem}',
  'run.preview.fillIds': 'Preencha o ID do Runtime e o ID do robô.',
  'run.preview.noBody': 'Endpoint {number} da API: sem corpo, o robô usa os parâmetros padrão dele.',
  'run.preview.withBody': 'Endpoint {number} da API, com este corpo:',
  'run.preview.secretValue': '•••••• (secreta, enviada como digitada)',
  'run.role.cannotRun':
    'Leitores não podem executar robôs. Um administrador da equipe pode tornar você operador.',
};
