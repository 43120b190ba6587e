import { describe, expect, it } from "vitest";
import { parseConfig } from "../config.server";
import { parseJobIntervals } from "./job-intervals";

describe("JOB_INTERVALS", () => {
  it("gives milliseconds per named job, in ms, s or m; the jobs not named keep their own", () => {
    expect(parseJobIntervals("payment-reconciliation=2s, outbox-delivery=500ms,instalment-reminders=10m")).toEqual({
      "payment-reconciliation": 2_000,
      "outbox-delivery": 500,
      "instalment-reminders": 600_000,
    });
    expect(parseJobIntervals("")).toEqual({});
    expect(parseConfig({}).jobIntervals).toEqual({});
    expect(parseConfig({ JOB_INTERVALS: "refund-resend=3s" }).jobIntervals).toEqual({ "refund-resend": 3_000 });
  });

  it("stops the server on a job it does not know, an interval without a unit, or one too short, naming the variable", () => {
    expect(() => parseConfig({ JOB_INTERVALS: "payment-reconcile=2s" })).toThrow(
      /JOB_INTERVALS: "payment-reconcile" is no job \(the jobs: payment-reconciliation, refund-resend/,
    );
    expect(() => parseConfig({ JOB_INTERVALS: "outbox-delivery=5" })).toThrow(
      /JOB_INTERVALS: "outbox-delivery=5" is not name=interval/,
    );
    expect(() => parseConfig({ JOB_INTERVALS: "outbox-delivery=10ms" })).toThrow(
      /JOB_INTERVALS: "outbox-delivery=10ms" is shorter than 50ms/,
    );
  });
});
