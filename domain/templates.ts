/** The text-template tag engine of contract and endorsement texts (spec part 2 §9). */
export * from './templates/index';
