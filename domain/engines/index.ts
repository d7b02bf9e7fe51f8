/** The automatic approval engines (issue 13): pure rules shared by the gateway and /docs. */
export * from './credit';
export * from './legalDeadline';
export * from './pep';
export * from './registration';
export * from './reinsurance';
export * from './run';
export * from './subscription';
export * from './types';
