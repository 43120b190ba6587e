import { describe, expect, it } from "vitest";
import { masterclassDialogRequest } from "./masterclass-query";

const parse = (query: string) => masterclassDialogRequest(new URLSearchParams(query));

describe("/masterclass query parameters (spec 2 §2.3)", () => {
  it("defaults to the Masterclass, normal variant, closed", () => {
    expect(parse("")).toEqual({ request: { defaultCourse: "Masterclass", variant: "normal" }, openOnLoad: false });
  });

  it("presets the course named in ?course=", () => {
    expect(parse("course=Agentic%20AI").request.defaultCourse).toBe("Agentic AI");
    expect(parse("course=%20%20").request.defaultCourse).toBe("Masterclass");
    expect(parse(`course=${"x".repeat(500)}`).request.defaultCourse).toHaveLength(120);
  });

  it("restricts to renewal only when onlyRenewal is exactly 'true'", () => {
    expect(parse("onlyRenewal=true").request.variant).toBe("renewal-only");
    expect(parse("onlyRenewal=1").request.variant).toBe("normal");
  });

  it("opens on load only when payment is exactly 'true'", () => {
    expect(parse("payment=true").openOnLoad).toBe(true);
    expect(parse("payment=TRUE").openOnLoad).toBe(false);
    expect(parse("payment=false").openOnLoad).toBe(false);
  });
});
