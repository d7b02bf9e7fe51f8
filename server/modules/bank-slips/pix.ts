import Decimal from 'decimal.js';
import { createStaticPix, hasError } from 'pix-utils';
import { pixMerchantCity, pixMerchantName, pixTxid } from '../../../domain/boleto';

export interface SlipPixInput {
  pixKey: string;
  beneficiaryName: string;
  city: string | null;
  bankCode: string;
  ourNumber: number;
  /** Reais, 2 decimals. */
  amount: string;
}

/**
 * The slip's PIX BR Code (static, EMV payload with its CRC16 computed by pix-utils): the tenant's
 * key, the slip's amount and a txid made of its bank and nosso número, so a PIX payment names the
 * slip it pays.
 */
export const slipPixPayload = (input: SlipPixInput): string => {
  const pix = createStaticPix({
    merchantName: pixMerchantName(input.beneficiaryName),
    merchantCity: pixMerchantCity(input.city),
    pixKey: input.pixKey,
    txid: pixTxid(input.bankCode, input.ourNumber),
    // two decimals exactly: pix-utils prints the amount with toFixed(2)
    transactionAmount: new Decimal(input.amount).toDecimalPlaces(2).toNumber(),
  });
  if (hasError(pix)) throw new Error(`PIX inválido: ${pix.message}`);
  return pix.toBRCode();
};
