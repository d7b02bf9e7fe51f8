import { z } from 'zod';
import { int32 } from './integers';
import { requiredVersion } from './version';

/**
 * The issuance settings calls ("Emissão e cobrança", /api/Parametros/*ParametrosEmissao, our
 * extension: the spec has no such call; issue 15), written once: the gateway's route schemas
 * (server/modules/issuance-settings wraps the answers in the envelope) and the portal's types
 * (resources/emissao) both come from here. The body is loose on purpose: each field's rules
 * (domain/issuanceSettings.ts) answer 400 naming the field, in pt-BR.
 */

const text = (max: number) => z.string().max(max).nullish();

/** SalvarParametrosEmissao's body: absent fields keep their value. */
export const issuanceSettingsBody = z.object({
  Banco: text(10).describe('Código do banco de cobrança (entre os bancos com layout de boleto)'),
  Agencia: text(10).describe('Agência, sem o dígito: até 4 dígitos'),
  Conta: text(20).describe('Conta de cobrança, sem o dígito: até 12 dígitos'),
  DigitoConta: text(2).describe('Dígito da conta: 0–9, X ou P'),
  Carteira: text(5).describe('Carteira de cobrança: até 3 dígitos'),
  CodigoBeneficiario: text(20).describe(
    'Convênio ou código do beneficiário, para os bancos cujo boleto o leva (BB, Santander, Caixa)',
  ),
  BeneficiarioNome: text(200).describe('Nome do beneficiário impresso no boleto'),
  BeneficiarioDocumento: text(30).describe('CNPJ ou CPF do beneficiário, com ou sem máscara'),
  BeneficiarioEndereco: text(300).describe('Endereço do beneficiário em uma linha'),
  ChavePix: text(100).describe('CPF, CNPJ, e-mail, telefone +55 ou chave aleatória (EVP)'),
  DiasPrimeiroVencimento: z
    .union([z.number(), z.string().max(10)])
    .nullish()
    .describe('Dias da emissão dos boletos ao vencimento da 1ª parcela: 1 a 30'),
  EmitirAntesDoPagamento: z
    .boolean()
    .nullish()
    .describe('true: emite a apólice já com o prêmio a receber, sem esperar o 1º boleto'),
  MetodoCancelamento: text(20).describe('PRO_RATA ou PRAZO_CURTO: a restituição no cancelamento'),
  Version: requiredVersion('A Version lida (0 enquanto não salva)'),
});

/** The settings as the gateway answers them (and as the portal edits them). */
export const issuanceSettingsValues = z.object({
  Banco: z.string(),
  Agencia: z.string(),
  Conta: z.string(),
  DigitoConta: z.string(),
  Carteira: z.string(),
  CodigoBeneficiario: z.string(),
  BeneficiarioNome: z.string(),
  BeneficiarioDocumento: z.string(),
  BeneficiarioEndereco: z.string(),
  ChavePix: z.string(),
  DiasPrimeiroVencimento: int32(),
  EmitirAntesDoPagamento: z.boolean(),
  MetodoCancelamento: z.enum(['PRO_RATA', 'PRAZO_CURTO']),
});

/** ObterParametrosEmissao's and SalvarParametrosEmissao's answer. */
export const issuanceSettingsAnswer = issuanceSettingsValues.extend({
  Padrao: z.boolean().describe('true: a seguradora ainda não salvou; valem os padrões'),
  Version: int32().describe('0 enquanto não salva'),
  AlteradoEm: z.string().nullable().describe('Quando foi salva por último, ISO 8601'),
  AlteradoPor: z.string().nullable().describe('Quem salvou por último'),
});

export type IssuanceSettingsValues = z.infer<typeof issuanceSettingsValues>;
export type IssuanceSettingsAnswer = z.infer<typeof issuanceSettingsAnswer>;
/** What the portal sends (z.input: before the gateway's transforms). */
export type IssuanceSettingsBodyInput = z.input<typeof issuanceSettingsBody>;
