export * from './access';
export * from './companies';
export * from './history';
export * from './identityProviders';
export * from './mail';
export * from './people';
export * from './terms';
