// The staff console's API (issue 50): imported as `@mostrador/contract/console`, by the server's console
// modules and the console's bundle only (the shop's bundle never reads it).
export * from './audit';
export * from './catalogue';
export * from './customers';
export * from './endpoints';
export * from './health';
export * from './mail';
export * from './orders';
export * from './staff';
