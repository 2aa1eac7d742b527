/** As palavras de reporting em português do Brasil; chaves e marcadores `{nome}` são os de words.en.ts. */
import type { Translation } from '@/i18n/message-format';
import type { words as english } from './words.en';

export const words: Translation<typeof english> = {
  'reporting.unavailable.title': 'Os relatórios não estão configurados neste servidor',
  'reporting.unavailable.text':
    'O servidor não tem uma chave da API de relatórios configurada, então os registros não podem ser enviados. Você ainda pode preencher um formulário; peça a quem administra o Robot Console para configurar a chave.',

  'reporting.unit.seconds': 'segundos',

  'reporting.perHour': '{amount} por hora',

  'reporting.text.tooLong': 'No máximo {max} caracteres; este tem {length}.',

  'reporting.number.exponent': 'Digite o número completo, por exemplo 1000 em vez de 1e3.',
  'reporting.number.notWhole': 'Digite um número inteiro só com algarismos, por exemplo 1500 ou {grouped}.',
  'reporting.number.grouping':
    '"{group}" separa os milhares de três em três, por exemplo {grouped}; ou digite 1500.',
  'reporting.number.decimals':
    'Digite um número inteiro, sem casas decimais ("{decimal}" marca os decimais).',
  'reporting.number.negative': 'Não pode ser negativo.',
  'reporting.number.tooLarge': 'No máximo {max}, o maior número que o serviço aceita.',
  'reporting.number.sentAs': 'Enviado como {value}',
  'reporting.number.question': '“{typed}” pode ser lido de dois jeitos: você quis dizer {first} ou {second}?',
  'reporting.number.meant': 'Quis dizer {value}',
  'reporting.number.ambiguous': 'Escolha o número que você quis dizer antes de enviar.',
  'reporting.count.missing': 'Digite um número inteiro (0 quando não houver).',
  'reporting.ideaId.label': 'ID da ideia',
  'reporting.ideaId.missing': 'Informe o ID da ideia.',
  'reporting.ideaId.negative': 'O ID da ideia não pode ser negativo.',

  'reporting.hourValue.label': 'Valor por hora',
  'reporting.hourValue.reads': '= {amount} por hora',
  'reporting.hourValue.hint': 'Não negativo, até {decimals} casas decimais, por exemplo {plain} ou {grouped}',
  'reporting.hourValue.missing': 'Informe o valor por hora.',
  'reporting.hourValue.notAnAmount': 'Digite um valor como {plain} ou {grouped}.',
  'reporting.hourValue.grouping':
    '"{group}" separa os milhares de três em três e "{decimal}" marca os decimais, por exemplo {grouped}.',
  'reporting.hourValue.tooManyDecimals': 'Use no máximo {decimals} casas decimais.',
  'reporting.hourValue.negative': 'O valor por hora não pode ser negativo.',
  'reporting.hourValue.tooLarge': 'Informe menos de {max} por hora.',

  'reporting.dateTime.invalid': 'Informe uma data e hora válidas.',
  'reporting.dateTime.year': 'Informe um ano entre {min} e {max}.',
  'reporting.dateTime.skipped': 'Este horário não existe no seu fuso horário (mudança do horário de verão).',

  'reporting.processedAt.label': 'Processado em',
  'reporting.processedAt.description': 'No seu horário local; enviado em UTC',
  'reporting.processedAt.missing': 'Informe quando os números foram processados.',
  'reporting.processedAt.setNow': 'Usar agora como horário de processamento',
  'reporting.processedAt.now': 'Agora',

  'reporting.send': 'Enviar',
  'reporting.sent': 'Enviado',
  'reporting.accepted': 'O serviço de relatórios aceitou o registro.',
  'reporting.serviceAnswered': 'O serviço respondeu:',
  'reporting.notSent.title': 'O registro não foi enviado',
  'reporting.notSent.untilFixed': 'Enviar de novo não vai adiantar enquanto isso não for corrigido.',
  'reporting.notSent.checkKey':
    'Peça a quem administra o Robot Console para verificar a chave da API de relatórios do servidor.',
  'reporting.notSent.keptAsTyped': 'O formulário mantém o que você digitou; corrija se precisar.',
  'reporting.notSent.sendAgain': 'Enviar de novo',

  'reporting.duplicate.title': 'Este registro já foi enviado',
  'reporting.duplicate.text':
    'Os mesmos números, ID da ideia e horário de processamento foram enviados por {sentBy} em {sentAt}. Enviar de novo vai registrá-los duas vezes.',
  'reporting.duplicate.sendAnyway': 'Enviar de novo mesmo assim',
  'reporting.duplicate.dontSend': 'Não enviar',

  'reporting.preview.title': 'Prévia da requisição',
  'reporting.preview.noBody':
    'O corpo aparece aqui quando todos os campos estiverem preenchidos corretamente.',
  'reporting.preview.withBody':
    'Endpoint {number} da API, com este corpo (a chave da API de relatórios é adicionada pelo servidor):',

  'reporting.history.loading': 'Carregando o histórico',
  'reporting.history.loadFailed': 'Não foi possível carregar o histórico',
  'reporting.history.refreshFailed': 'Não foi possível atualizar o histórico',
  'reporting.history.empty':
    'Nada enviado ainda. Todo registro que a equipe envia pelo Robot Console aparece aqui.',
  'reporting.history.sentAt': 'Enviado em',
  'reporting.history.byPlan': 'Um plano de relatório, sozinho',
  'reporting.history.byPlanApproved': 'Um plano de relatório, aprovado por {who}',
  'reporting.history.sentBy': 'Por',
  'reporting.history.record': 'Registro',
  'reporting.history.outcome': 'Resultado',
  'reporting.history.unreadable':
    'Este registro não pode ser mostrado: ele não está no formato que esta página conhece.',
  'reporting.history.failed': 'Falhou',
  'reporting.history.range': {
    one: '{first}–{last} de {count} envio',
    other: '{first}–{last} de {count} envios',
  },
  'reporting.history.pages': 'Páginas de {title}',
  'reporting.history.page': 'Página {page}',
  'reporting.history.newer': 'Envios mais recentes',
  'reporting.history.older': 'Envios mais antigos',

  'reporting.export.button': 'Exportar histórico',
  'reporting.export.answerCode': 'Código da resposta',
  'reporting.export.answerStatus': 'Status da resposta',
  'reporting.export.answerMessage': 'Mensagem da resposta',
  'reporting.export.failure': 'Motivo da falha',

  'reporting.known.empty': 'Nenhum ainda: o que a equipe envia com sucesso aparece aqui, pronto para editar.',
  'reporting.known.actions': 'Ações',
  'reporting.known.edit': 'Editar',

  'reporting.record.editing': 'Editando {name}',
  'reporting.record.renameNote': 'Renomear cria um novo registro; cancele a edição para adicionar um.',
  'reporting.record.sendChanges': 'Enviar alterações',

  'reporting.suppliers.title': 'Fornecedores',
  'reporting.suppliers.description':
    'Crie ou edite um fornecedor do produto de analytics: nome, tipo de abordagem e valor por hora.',
  'reporting.suppliers.form': 'Enviar um fornecedor',
  'reporting.suppliers.new': 'Novo fornecedor',
  'reporting.suppliers.cancelEdit': 'Cancelar a edição: criar um novo fornecedor',
  'reporting.suppliers.rule':
    'Enviar um nome que já existe (comparado sem diferenciar maiúsculas e minúsculas) atualiza esse fornecedor em vez de criar outro.',
  'reporting.suppliers.fields': 'Fornecedor',
  'reporting.suppliers.name': 'Nome',
  'reporting.suppliers.nameHint': 'O nome que identifica o fornecedor, com até {max} caracteres',
  'reporting.suppliers.nameMissing': 'Informe o nome do fornecedor.',
  'reporting.suppliers.type': 'Tipo de abordagem',
  'reporting.suppliers.typeMissing': 'Escolha o tipo de abordagem.',
  'reporting.suppliers.typeColumn': 'Tipo',
  'reporting.suppliers.type.1': 'Automação',
  'reporting.suppliers.type.2': 'Processo',
  'reporting.suppliers.type.3': 'Sistema',
  'reporting.suppliers.type.other': 'Tipo {type}',
  'reporting.suppliers.submit': 'Enviar fornecedor',
  'reporting.suppliers.id': 'ID',
  'reporting.suppliers.idShort': 'ID {id}',
  'reporting.suppliers.supplierId': 'ID do fornecedor',
  'reporting.suppliers.supplierIdValue': 'ID do fornecedor {id}',
  'reporting.suppliers.standard': 'Padrão',
  'reporting.suppliers.yes': 'Sim',
  'reporting.suppliers.no': 'Não',
  'reporting.suppliers.answer': 'Fornecedor como o serviço retornou',
  'reporting.suppliers.known': 'Fornecedores conhecidos',
  'reporting.suppliers.knownLoading': 'Carregando os fornecedores conhecidos',
  'reporting.suppliers.knownFailed': 'Não foi possível carregar os fornecedores conhecidos',
  'reporting.suppliers.edit': 'Editar o fornecedor {name}',
  'reporting.suppliers.history': 'Fornecedores enviados pela equipe',
  'reporting.suppliers.existing.title': 'Enviar vai editar o fornecedor “{name}”',
  'reporting.suppliers.existing.same':
    'Um fornecedor com este nome foi enviado por último por {sentBy} ({details}).',
  'reporting.suppliers.existing.case':
    '“{typed}” difere de “{name}” só em maiúsculas e minúsculas, e os nomes são comparados sem diferenciá-las. “{name}” foi enviado por último por {sentBy} ({details}).',
  'reporting.suppliers.existing.updates':
    'Enviar atualiza esse fornecedor em vez de criar um novo; para adicionar um novo, use outro nome.',

  'reporting.jobPositions.title': 'Cargos',
  'reporting.jobPositions.description':
    'Crie ou edite um cargo do produto de analytics: título e valor por hora.',
  'reporting.jobPositions.form': 'Enviar um cargo',
  'reporting.jobPositions.new': 'Novo cargo',
  'reporting.jobPositions.cancelEdit': 'Cancelar a edição: criar um novo cargo',
  'reporting.jobPositions.rule':
    'Enviar um título que já existe (comparado sem diferenciar maiúsculas e minúsculas) atualiza esse cargo em vez de criar outro.',
  'reporting.jobPositions.fields': 'Cargo',
  'reporting.jobPositions.titleLabel': 'Título',
  'reporting.jobPositions.titleHint':
    'O nome que identifica o cargo (o colaborador), com até {max} caracteres',
  'reporting.jobPositions.titleMissing': 'Informe o título do cargo.',
  'reporting.jobPositions.submit': 'Enviar cargo',
  'reporting.jobPositions.known': 'Cargos conhecidos',
  'reporting.jobPositions.knownLoading': 'Carregando os cargos conhecidos',
  'reporting.jobPositions.knownFailed': 'Não foi possível carregar os cargos conhecidos',
  'reporting.jobPositions.edit': 'Editar o cargo {title}',
  'reporting.jobPositions.history': 'Cargos enviados pela equipe',
  'reporting.jobPositions.existing.title': 'Enviar vai editar o cargo “{name}”',
  'reporting.jobPositions.existing.same':
    'Um cargo com este título foi enviado por último por {sentBy} ({details}).',
  'reporting.jobPositions.existing.case':
    '“{typed}” difere de “{name}” só em maiúsculas e minúsculas, e os títulos são comparados sem diferenciá-las. “{name}” foi enviado por último por {sentBy} ({details}).',
  'reporting.jobPositions.existing.updates':
    'Enviar atualiza esse cargo em vez de criar um novo; para adicionar um novo, use outro título.',

  'reporting.rpa.title': 'Execuções de RPA',
  'reporting.rpa.description':
    'Envie as quantidades e os tempos das execuções de robôs para o produto de analytics.',
  'reporting.rpa.form': 'Execuções de RPA',
  'reporting.rpa.executions': 'Execuções',
  'reporting.rpa.successExecutions': 'Execuções com sucesso',
  'reporting.rpa.alertExecutions': 'Execuções com alerta',
  'reporting.rpa.errorExecutions': 'Execuções com erro',
  'reporting.rpa.times': 'Tempos de execução',
  'reporting.rpa.successTime': 'Tempo das execuções com sucesso ({unit})',
  'reporting.rpa.alertTime': 'Tempo das execuções com alerta ({unit})',
  'reporting.rpa.errorTime': 'Tempo das execuções com erro ({unit})',
  'reporting.rpa.timeDescription': 'Em {unit} inteiros, somando todas as execuções',
  'reporting.rpa.history': 'Registros de RPA enviados pela equipe',
  'reporting.rpa.record':
    'Ideia {ideaId}: {success} sucesso / {alert} alerta / {error} erro, {successTime} / {alertTime} / {errorTime} {unit}; processado em {processedAt}',

  'reporting.volumetry.title': 'Volumetria de documentos',
  'reporting.volumetry.description':
    'Envie quantos documentos os robôs processaram para o produto de analytics.',
  'reporting.volumetry.form': 'Volumetria de documentos',
  'reporting.volumetry.successDocuments': 'Documentos processados com sucesso',
  'reporting.volumetry.alertDocuments': 'Documentos com alerta',
  'reporting.volumetry.errorDocuments': 'Documentos com erro',
  'reporting.volumetry.history': 'Registros de volumetria enviados pela equipe',
  'reporting.volumetry.record':
    'Ideia {ideaId}: {success} sucesso / {alert} alerta / {error} erro (documentos); processado em {processedAt}',

  'reporting.fill.title': 'Preencher a partir da fila',
  'reporting.fill.intro':
    'Quantidades e tempos das execuções da equipe que terminaram no período: toda execução iniciada ou acompanhada pelo Robot Console, por qualquer operador. Execuções excluídas nunca são contadas. O período inclui o “De” e exclui o “Até”, então um relatório que começa onde o anterior terminou não conta nada duas vezes.',
  'reporting.fill.from': 'De',
  'reporting.fill.to': 'Até',
  'reporting.fill.toBeforeFrom': 'Escolha um horário depois de “De”.',
  'reporting.fill.tooLong': 'Um período tem no máximo {days} dias.',
  'reporting.fill.counting': 'Contando as execuções da equipe',
  'reporting.fill.countFailed': 'Não foi possível contar as execuções',
  'reporting.fill.none': 'Nenhuma execução da equipe terminou neste período.',
  'reporting.fill.mapping': 'Como cada status é contado',
  'reporting.fill.reset': 'Restaurar o padrão',
  'reporting.fill.outcomeFor': 'Resultado para {status}',
  'reporting.fill.mappingAdmins':
    'Os administradores da equipe escolhem como cada status é contado, para todo navegador e todo registro.',
  'reporting.fill.mappingUnread': 'Não foi possível ler como cada status é contado',
  'reporting.fill.mappingFailed': 'O resultado não foi alterado',
  'reporting.fill.mappingConflict':
    '{who} alterou os resultados {when}. Os dele(a) são mostrados; escolha de novo.',
  'reporting.fill.copied': 'Copiado para o formulário: revise os números e depois envie.',
  'reporting.fill.use': 'Usar estes números',
  'reporting.fill.replace.title': 'Substituir os números que você digitou?',
  'reporting.fill.replace.text': 'Os números da fila mudariam o que você digitou:',
  'reporting.fill.replace.change': '{label}: {typed} → {next}',
  'reporting.fill.replace.confirm': 'Substituir',
  'reporting.fill.replace.keep': 'Manter os meus',
  'reporting.outcome.success': 'Sucesso',
  'reporting.outcome.alert': 'Alerta',
  'reporting.outcome.error': 'Erro',
  'reporting.outcome.ignore': 'Ignorar',

  'reporting.stats.label': 'Números da fila',
  'reporting.stats.outcome': 'Resultado',
  'reporting.stats.executions': 'Execuções',
  'reporting.stats.time': 'Tempo ({unit})',
  'reporting.stats.ignored': {
    zero: 'Ignoradas: nenhuma execução (resultado definido como Ignorar).',
    one: 'Ignorada: {count} execução (resultado definido como Ignorar).',
    other: 'Ignoradas: {count} execuções (resultado definido como Ignorar).',
  },
  'reporting.stats.untimed': {
    one: '{count} execução contada não tem horário de início ou de fim legível: entra na contagem das execuções, não no tempo.',
    other:
      '{count} execuções contadas não têm horário de início ou de fim legível: entram na contagem das execuções, não no tempo.',
  },
  'reporting.role.cannotSend': 'Só administradores enviam registros ao produto de análise.',
  // The time saved's reference and the monthly summary (issue 36), shown from the overview.
  'reporting.timeSaved.reference.title': 'A referência que valora o tempo economizado',
  'reporting.timeSaved.reference.jobPosition': 'Cargo de referência',
  'reporting.timeSaved.reference.jobPositionHint':
    'Um dos cargos enviados ao produto de análise: vale o último valor-hora enviado.',
  'reporting.timeSaved.reference.supplier': 'Fornecedor dos robôs (opcional)',
  'reporting.timeSaved.reference.supplierHint':
    'O último valor-hora enviado dele valora as horas dos próprios robôs, que são descontadas.',
  'reporting.timeSaved.reference.option': '{name} — {rate}/h',
  'reporting.timeSaved.reference.noJobPositions':
    'Nenhum cargo foi enviado ainda: envie um com o seu valor-hora e escolha-o aqui.',
  'reporting.timeSaved.reference.toJobPositions': 'Abrir o formulário de cargos',
  'reporting.timeSaved.reference.noSuppliers':
    'Nenhum fornecedor foi enviado ainda: as horas dos próprios robôs ficam sem valor.',
  'reporting.timeSaved.reference.toSuppliers': 'Abrir o formulário de fornecedores',
  'reporting.timeSaved.reference.save': 'Salvar a referência',
  'reporting.timeSaved.reference.cancel': 'Cancelar',
  'reporting.timeSaved.reference.saved': 'A referência foi salva.',
  'reporting.timeSaved.reference.failed': 'Não foi possível salvar a referência',
  'reporting.timeSaved.reference.conflict':
    '{who} alterou a referência às {when}: ela é mostrada como ficou.',
  'reporting.timeSaved.reference.loading': 'Carregando os cargos e fornecedores enviados',
  'reporting.timeSaved.reference.loadFailed': 'Não foi possível carregar os cargos e fornecedores enviados',

  'reporting.timeSaved.summary.title': 'Resumo mensal',
  'reporting.timeSaved.summary.description':
    'O mês de cada ideia: as execuções por resultado, as horas dos próprios robôs, as horas que economizaram e quanto valem, e os documentos processados. As execuções entram no mês pelo seu início.',
  'reporting.timeSaved.summary.month': 'Mês',
  'reporting.timeSaved.summary.period': 'De {from} a {to}, em {zone}',
  'reporting.timeSaved.summary.csv': 'Baixar CSV',
  'reporting.timeSaved.summary.print': 'Imprimir',
  'reporting.timeSaved.summary.back': 'Voltar à visão geral',
  'reporting.timeSaved.summary.loading': 'Carregando o resumo mensal',
  'reporting.timeSaved.summary.loadFailed': 'Não foi possível carregar o resumo mensal',
  'reporting.timeSaved.summary.empty': 'Nenhuma execução começou neste mês.',
  'reporting.timeSaved.summary.idea': 'Ideia',
  'reporting.timeSaved.summary.ideaId': 'Ideia {id}',
  'reporting.timeSaved.summary.noIdea': 'Robôs sem ideia',
  'reporting.timeSaved.summary.total': 'Mês inteiro',
  'reporting.timeSaved.summary.robots': 'Robôs',
  'reporting.timeSaved.summary.success': 'Com sucesso',
  'reporting.timeSaved.summary.alert': 'Com alertas',
  'reporting.timeSaved.summary.error': 'Com erro',
  'reporting.timeSaved.summary.other': 'Outras',
  'reporting.timeSaved.summary.robotHours': 'Horas dos robôs',
  'reporting.timeSaved.summary.hoursSaved': 'Horas economizadas',
  'reporting.timeSaved.summary.value': 'Valor (R$)',
  'reporting.timeSaved.summary.formula': 'Como o valor é calculado',
  'reporting.timeSaved.summary.documents': 'Documentos',
  'reporting.timeSaved.summary.documentsUnknown': 'Contagens de documentos ilegíveis',
};
