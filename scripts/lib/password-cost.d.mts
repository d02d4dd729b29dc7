export const TEST_PASSWORD_HASH_COST: string;
