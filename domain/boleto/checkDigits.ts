/**
 * The check digits of a bank boleto (FEBRABAN's bloqueto de cobrança barcode specification):
 * módulo 10 for the three free-field groups of the linha digitável, módulo 11 for the barcode's general digit. Inputs are digit
 * strings; weights run from the rightmost digit.
 */

const digitsOf = (value: string) => {
  if (!/^\d+$/.test(value)) throw new Error(`Esperados só dígitos: "${value}"`);
  return [...value].map(Number).reverse();
};

/** Módulo 10, weights 2,1,2,1… from the right, a product's digits summed (12 → 1 + 2). */
export const mod10 = (value: string): number => {
  const sum = digitsOf(value).reduce((total, digit, index) => {
    const product = digit * (index % 2 === 0 ? 2 : 1);
    return total + Math.floor(product / 10) + (product % 10);
  }, 0);
  return (10 - (sum % 10)) % 10;
};

/** Σ digit × weight with weights 2…maxWeight repeating from the right, modulo 11. */
export const mod11Remainder = (value: string, maxWeight = 9): number =>
  digitsOf(value).reduce(
    (total, digit, index) => total + digit * (2 + (index % (maxWeight - 1))),
    0,
  ) % 11;

/**
 * The barcode's general check digit (DAC, position 5): 11 − (Σ mod 11), weights 2–9; when the
 * subtraction gives 0, 10 or 11 (remainder 0, 1 or 10) the digit is 1 — a barcode never carries
 * 0 there.
 */
export const barcodeCheckDigit = (value43: string): number => {
  const result = 11 - mod11Remainder(value43);
  return result === 0 || result === 10 || result === 11 ? 1 : result;
};
