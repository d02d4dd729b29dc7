import { afterEach, describe, expect, it, vi } from "vitest";
import { backgroundWork, cronSecret, databasePoolSize, embeddedDatabaseRefusal, ordersPerHour, sellerSignup, siteUrl } from "./config.ts";

afterEach(() => vi.unstubAllEnvs());

describe("configuration", () => {
  it("keeps 10 PostgreSQL connections unless DATABASE_POOL_SIZE says otherwise", () => {
    vi.stubEnv("DATABASE_POOL_SIZE", "");
    expect(databasePoolSize()).toBe(10);
    vi.stubEnv("DATABASE_POOL_SIZE", "25");
    expect(databasePoolSize()).toBe(25);
  });

  it("refuses a pool size that is not a whole number of at least 1, naming the variable", () => {
    for (const value of ["0", "-3", "2.5", "ten"]) {
      vi.stubEnv("DATABASE_POOL_SIZE", value);
      expect(() => databasePoolSize()).toThrow(/DATABASE_POOL_SIZE/);
    }
  });

  it("runs side work on timers unless BACKGROUND_WORK says request, and refuses anything else, naming the variable", () => {
    vi.stubEnv("BACKGROUND_WORK", "");
    expect(backgroundWork()).toBe("interval");
    vi.stubEnv("BACKGROUND_WORK", "request");
    expect(backgroundWork()).toBe("request");
    vi.stubEnv("BACKGROUND_WORK", "cron");
    expect(() => backgroundWork()).toThrow(/BACKGROUND_WORK/);
    vi.stubEnv("CRON_SECRET", "");
    expect(cronSecret()).toBeUndefined();
  });

  it("refuses the embedded database on Vercel, in one line naming DATABASE_URL", () => {
    vi.stubEnv("VERCEL", "");
    vi.stubEnv("DATABASE_URL", "");
    expect(embeddedDatabaseRefusal()).toBeNull();
    vi.stubEnv("VERCEL", "1");
    expect(embeddedDatabaseRefusal()).toMatch(/^VERCEL is set but DATABASE_URL is not: [^\n]+$/);
    vi.stubEnv("DATABASE_URL", "postgresql://user@db.example.com/vastra");
    expect(embeddedDatabaseRefusal()).toBeNull();
  });

  it("builds the public origin from SITE_URL, else from PORT", () => {
    vi.stubEnv("SITE_URL", "");
    vi.stubEnv("PORT", "4000");
    expect(siteUrl()).toBe("http://localhost:4000");
    vi.stubEnv("SITE_URL", "https://shop.example.com/");
    expect(siteUrl()).toBe("https://shop.example.com");
  });

  it("asks the owner to approve sellers unless SELLER_SIGNUP says open or closed, and refuses anything else, naming the variable", () => {
    vi.stubEnv("SELLER_SIGNUP", "");
    expect(sellerSignup()).toBe("approval");
    for (const mode of ["approval", "open", "closed"]) {
      vi.stubEnv("SELLER_SIGNUP", mode);
      expect(sellerSignup()).toBe(mode);
    }
    vi.stubEnv("SELLER_SIGNUP", "Open");
    expect(() => sellerSignup()).toThrow(/SELLER_SIGNUP/);
  });

  it("takes a rate limit from its variable when it is a whole number of at least 1, else the default", () => {
    vi.stubEnv("ORDER_LIMIT", "");
    expect(ordersPerHour()).toBe(20);
    vi.stubEnv("ORDER_LIMIT", "3");
    expect(ordersPerHour()).toBe(3);
    for (const value of ["0", "-1", "2.5", "many"]) {
      vi.stubEnv("ORDER_LIMIT", value);
      expect(ordersPerHour()).toBe(20);
    }
  });
});
