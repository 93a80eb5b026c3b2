import type { Logger } from 'pino';

/**
 * Last-resort handlers. A stray rejection is logged and the process keeps serving; an uncaught
 * exception leaves the process in an unknown state, so it is logged and the process exits for the
 * service manager to restart it.
 */
export function installProcessGuards(logger: Logger, exit: (code: number) => void = (code) => process.exit(code)): () => void {
  const onRejection = (reason: unknown) => {
    logger.error({ err: reason }, 'unhandled promise rejection');
  };
  const onException = (err: unknown) => {
    logger.fatal({ err }, 'uncaught exception; exiting');
    exit(1);
  };
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}
