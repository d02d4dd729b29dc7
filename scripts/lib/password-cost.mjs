// The suites sign up and sign in thousands of accounts, each a scrypt hash (lib/auth/password.ts)
// of about 0.17 s of CPU at the shop's cost: more than half of the API suite's CPU time. Their
// servers and databases hash at a sixteenth of it (PASSWORD_HASH_COST, lib/config.ts); the
// unit tests keep the shop's own cost and check it.
export const TEST_PASSWORD_HASH_COST = "10";
