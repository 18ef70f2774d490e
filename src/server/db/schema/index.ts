export * from './auth';
export * from './families';
export * from './domain';
export * from './system';
export * from './passes';
export * from './billing';
export * from './contracts';
export * from './series';
