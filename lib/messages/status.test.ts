import { describe, expect, it } from "vitest";
import { MESSAGE_STATUSES, movesForward } from "./status.ts";

describe("a message's status", () => {
  it("moves only forward: queued → sent → delivered → read", () => {
    expect(movesForward("queued", "sent")).toBe(true);
    expect(movesForward("sent", "delivered")).toBe(true);
    expect(movesForward("delivered", "read")).toBe(true);
    expect(movesForward("sent", "read")).toBe(true);
    expect(movesForward("read", "delivered")).toBe(false);
    expect(movesForward("delivered", "sent")).toBe(false);
  });

  it("takes no repeat", () => {
    for (const status of MESSAGE_STATUSES) expect(movesForward(status, status), status).toBe(false);
  });

  it("fails only a message that has not reached the phone, and a failed one stays failed", () => {
    expect(movesForward("sent", "failed")).toBe(true);
    expect(movesForward("queued", "failed")).toBe(true);
    expect(movesForward("delivered", "failed")).toBe(false);
    expect(movesForward("read", "failed")).toBe(false);
    for (const status of MESSAGE_STATUSES) expect(movesForward("failed", status), status).toBe(false);
  });
});
