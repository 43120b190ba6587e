import { describe, expect, it } from "vitest";
import {
  readSpotListFilters,
  SPOT_MANAGEMENT_MESSAGES,
  SPOT_STATUS_FILTERS,
  spotQrCodePath,
  spotQuizPath,
} from "./spot-management";

describe("spot management (spec 3 §2.12, §4, §8)", () => {
  it("reads the search and status filter, defaulting to all", () => {
    expect(readSpotListFilters(new URLSearchParams("q= Pune &status=pending"))).toEqual({ search: "Pune", status: "pending" });
    expect(readSpotListFilters(new URLSearchParams("status=weird"))).toEqual({ search: "", status: "all" });
    expect(SPOT_STATUS_FILTERS.map((filter) => filter.label)).toEqual(["All Status", "Approved", "Pending"]);
  });

  it("points a spot's QR code at the quiz with its id", () => {
    expect(spotQuizPath("abc")).toBe("/ai-readiness-quiz?spot_id=abc");
    expect(spotQrCodePath("abc", "png")).toBe("/admin/ai-spot-management/abc/qr.png");
  });

  it("has the spec's texts", () => {
    expect(SPOT_MANAGEMENT_MESSAGES).toMatchObject({
      confirmDelete: "Are you sure you want to delete this AI Spot? This action cannot be undone.",
      approvalFailed: "Failed to update approval status",
      deleteFailed: "Failed to delete AI Spot",
      noSpots: "No AI Spot applications found",
      qrGenerated: "QR Generated",
    });
  });
});
