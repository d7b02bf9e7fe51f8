export * from './access';
export * from './companies';
export * from './history';
export * from './people';
export * from './terms';
