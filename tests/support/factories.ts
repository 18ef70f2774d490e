// The factories live in src/server/db/factories.ts (the demo seed uses them too); this keeps the scripts'
// older import path working.
export * from '../../src/server/db/factories';
