// The drizzle schema: every table, for the client and for drizzle-kit.
export * from './applications';
export * from './audit';
export * from './auth';
export * from './messages';
export * from './payments';
export * from './question-papers';
export * from './staff';
export * from './settings';
export * from './merit';
export * from './privacy';
export * from './languages';
export * from './applicant-images';
export * from './allotment';
export * from './joining';
export * from './content';
