/**
 * A test that starts a whole server process, or initialises a fresh embedded data directory, does
 * seconds of real work even on an idle machine (PGlite's initdb, the migrations, the demo seed:
 * about 4 s). On a machine busy with other work it takes several times as long. Such tests get
 * this limit, set for a busy machine; every other test keeps the suite's default.
 */
export const PROCESS_TEST_TIMEOUT_MS = 120_000;
/** How long such a test waits for one process to say it is ready or to exit. */
export const PROCESS_WAIT_MS = 90_000;

/**
 * A test that sends a hundred or more requests at once does a second or two of work on an idle
 * machine and many times that on a busy one; it gets this limit rather than the suite's default.
 */
export const CONCURRENCY_TEST_TIMEOUT_MS = 60_000;
