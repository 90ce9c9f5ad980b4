import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { setTimeout as deadline } from "node:timers/promises";
import { db } from "~/platform/db.server";
import { startLoopbackSmpp } from "../support/smpp-server";

// Decision 0076's promise under a crash: a process sending a bulk SMS is killed with SIGKILL
// half-way and started again. Every number gets the SMS, and at most one gets it twice (the one
// message that may be in flight when the process dies). The process binds to a real SMPP server
// (the smpp package's own) on loopback, run here.
const smsc = await startLoopbackSmpp();
process.env.SMS_URL = smsc.url;
process.env.SMS_FROM = "Donkerhoek";
// Fast enough to keep the test short, slow enough that the kill lands half-way.
process.env.SMS_RATE = "150";

const RECIPIENTS = 300;
const children = new Set<ChildProcess>();
afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await smsc.close();
});

function startSendingProcess(sendId: string) {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      path.resolve(import.meta.dirname, "../support/bulk-sms-process.ts"),
      sendId,
      String(RECIPIENTS),
    ],
    { env: { ...process.env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  children.add(child);
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<{ code: number | null; signal: string | null; output: string }>((resolve) =>
    child.on("exit", (code, signal) => {
      children.delete(child);
      resolve({ code, signal, output });
    }),
  );
  return { child, exited };
}

describe("a bulk SMS send killed half-way", () => {
  it("gives every number the SMS after a restart, and at most one number twice", async () => {
    const sendId = randomUUID();
    const numbers = Array.from({ length: RECIPIENTS }, (_, i) => `2782${String(i).padStart(7, "0")}`);
    const ours = new Set(numbers);
    const received = () => smsc.submits.filter((submit) => ours.has(submit.to));

    const first = startSendingProcess(sendId);
    await expect.poll(() => received().length, { timeout: 15_000, interval: 5 }).toBeGreaterThanOrEqual(RECIPIENTS / 2);
    first.child.kill("SIGKILL");
    const killed = await first.exited;
    expect(killed.signal, killed.output).toBe("SIGKILL");
    const atTheKill = received().length;
    expect(atTheKill).toBeLessThan(RECIPIENTS);

    const second = startSendingProcess(sendId);
    // It exits once no SMS of the send is waiting; one left 'sending' for ever would keep it running.
    const finished = await Promise.race([
      second.exited,
      deadline(20_000, { code: null, signal: null, output: "still running after 20 s: SMS of the send still waiting" }),
    ]);
    expect(finished.code, finished.output).toBe(0);
    expect(finished.output).toContain("all sent");

    const times = new Map<string, number>();
    for (const submit of received()) times.set(submit.to, (times.get(submit.to) ?? 0) + 1);
    // Nobody skipped.
    expect(numbers.filter((number) => !times.has(number))).toEqual([]);
    // At most the one message in flight at the kill went out twice; nobody got it three times.
    const twice = [...times].filter(([, n]) => n > 1);
    expect(twice.length, JSON.stringify(twice)).toBeLessThanOrEqual(1);
    expect(twice.every(([, n]) => n === 2)).toBe(true);
    expect(received()).toHaveLength(RECIPIENTS + twice.length);

    // The outbox agrees: one row per number, every one sent.
    const rows = await db()
      .selectFrom("sms_messages")
      .select(["to_number", "status"])
      .where("idempotency_key", "like", `${sendId}:%`)
      .execute();
    expect(rows).toHaveLength(RECIPIENTS);
    expect(new Set(rows.map((row) => row.to_number)).size).toBe(RECIPIENTS);
    expect(rows.filter((row) => row.status !== "sent")).toEqual([]);
  }, 45_000);
});
