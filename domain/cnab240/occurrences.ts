/**
 * Códigos de movimento de retorno (FEBRABAN CNAB 240, cobrança, nota C044) with their pt-BR
 * names. Only a liquidation settles a slip; every other movement is reported and ignored.
 */
export const occurrenceNames: Record<string, string> = {
  '02': 'Entrada confirmada',
  '03': 'Entrada rejeitada',
  '04': 'Transferência de carteira/entrada',
  '05': 'Transferência de carteira/baixa',
  '06': 'Liquidação',
  '09': 'Baixa',
  '11': 'Título em carteira (em ser)',
  '12': 'Confirmação de instrução de abatimento',
  '13': 'Confirmação de cancelamento de abatimento',
  '14': 'Confirmação de alteração de vencimento',
  '15': 'Franco de pagamento',
  '17': 'Liquidação após baixa ou de título não registrado',
  '19': 'Confirmação de instrução de protesto',
  '20': 'Confirmação de sustação/cancelamento de protesto',
  '23': 'Remessa a cartório',
  '24': 'Retirada de cartório e manutenção em carteira',
  '25': 'Protestado e baixado',
  '26': 'Instrução rejeitada',
  '27': 'Confirmação de alteração de outros dados',
  '28': 'Débito de tarifas/custas',
  '30': 'Alteração de dados rejeitada',
};

/** 06 liquidação and 17 liquidação após baixa (or of a title the bank had not registered). */
export const LIQUIDATION_CODES: ReadonlySet<string> = new Set(['06', '17']);

export const occurrenceName = (code: string) =>
  occurrenceNames[code] ?? `Movimento ${code} (código não previsto no layout)`;

export const isLiquidation = (code: string) => LIQUIDATION_CODES.has(code);
