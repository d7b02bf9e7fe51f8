/** Bank slips (boletos de cobrança): barcode, linha digitável, nosso número, instalments. */
export * from './barcode';
export * from './checkDigits';
export * from './dueDateFactor';
export * from './freeField';
export * from './installments';
export * from './ourNumber';
export * from './pixFields';
export * from './banks';
export * from './bancoDoBrasil';
export * from './caixa';
export * from './itau';
export * from './santander';
