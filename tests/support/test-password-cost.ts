import type { ScryptCost } from '../../server/lib/password';

/**
 * The work factor of the seeded accounts' password hashes in the tests'
 * databases: 16 times cheaper than production's (about 3 ms a hash instead of
 * 50). The API and end-to-end suites log in hundreds of times; at the
 * production cost scrypt alone took more CPU than the code under test. The
 * hashing and verifying code is the same; only the stored parameters differ,
 * and accounts registered during a test still get the production cost.
 */
export const TEST_PASSWORD_COST: Readonly<ScryptCost> = { N: 1024, r: 8, p: 1 };
