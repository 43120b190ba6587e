import { describe, expect, it } from "vitest";
import { jobRoles } from "./careers";
import { pythonJobRoles, pythonTestimonials, pythonTracks } from "./python-ml-ai";

describe("Python for ML & AI content (spec 2 §2.5, §9)", () => {
  it("has an Intermediate and an Expert track of 20 sessions numbered 1-20", () => {
    expect(pythonTracks.map((track) => track.name)).toEqual(["Intermediate Track", "Expert Track"]);
    for (const track of pythonTracks) {
      expect(track.sessions.map((session) => session.number)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
      for (const session of track.sessions) expect(session.topics.length).toBeGreaterThan(0);
    }
  });

  it("rates testimonials from 1 to 5 stars", () => {
    for (const testimonial of pythonTestimonials) {
      expect(testimonial.rating).toBeGreaterThanOrEqual(1);
      expect(testimonial.rating).toBeLessThanOrEqual(5);
    }
  });

  it("shows roles of the AI-jobs table, with the same demand and salary as /find-ai-job", () => {
    expect(pythonJobRoles).toHaveLength(4);
    for (const role of pythonJobRoles) {
      const onJobsPage = jobRoles.find((jobRole) => jobRole.title === role.title);
      expect(onJobsPage, role.title).toBeDefined();
      expect(role).toEqual(onJobsPage);
    }
  });
});
