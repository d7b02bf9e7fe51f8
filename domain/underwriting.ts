/**
 * The tenant's underwriting parameters (table underwriting_settings) and their defaults when a
 * tenant has not set them: the retention limit (the IS the insurer keeps on its own; above it the
 * reinsurance engine refers for facultative placement) and IOF, which Brazilian law exempts for
 * surety bonds (0 %).
 */
export const DEFAULT_RETENTION_LIMIT = '10000000.00';
export const DEFAULT_IOF_PERCENTAGE = '0.0000';
