// The drizzle schema: every table, for the client and for drizzle-kit.
export * from './applications';
export * from './auth';
export * from './payments';
export * from './question-papers';
