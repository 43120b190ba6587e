import { describe, expect, it } from "vitest";
import { agenticAiCurriculum, vibeCodingCurriculum } from "./curricula";

describe.each([
  ["Agentic AI", agenticAiCurriculum],
  ["Vibe Coding", vibeCodingCurriculum],
])("%s curriculum (spec 2 §3, §9)", (_name, curriculum) => {
  it("has 4 modules of 6 sessions with 4 topics each: 24 sessions", () => {
    expect(curriculum.modules).toHaveLength(4);
    for (const module of curriculum.modules) {
      expect(module.sessions).toHaveLength(6);
      for (const session of module.sessions) expect(session.topics).toHaveLength(4);
    }
    expect(curriculum.modules.flatMap((module) => module.sessions)).toHaveLength(24);
  });

  it("awards two certificates, Intermediate then Expert", () => {
    expect(curriculum.certificates.map((certificate) => certificate.name.split(" ")[0])).toEqual(["Intermediate", "Expert"]);
  });
});
