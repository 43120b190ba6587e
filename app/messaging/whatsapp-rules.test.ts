import { describe, expect, it } from "vitest";
import { readMessageFilters } from "./message-filters";
import {
  isIndianMobile,
  isStopRequest,
  nextMessageStatus,
  parseTemplateNames,
  templateParameterText,
  templatePreview,
} from "./whatsapp-templates";

describe("WhatsApp rules", () => {
  it("a status moves only forward; failed is final, and a failure after delivery undoes nothing", () => {
    expect(nextMessageStatus("accepted", "delivered")).toBe("delivered");
    expect(nextMessageStatus("read", "delivered")).toBe("read");
    expect(nextMessageStatus("delivered", "sent")).toBe("delivered");
    expect(nextMessageStatus("sent", "failed")).toBe("failed");
    expect(nextMessageStatus("delivered", "failed")).toBe("delivered");
    expect(nextMessageStatus("failed", "read")).toBe("failed");
  });

  it("STOP in any case with spaces around it; nothing else", () => {
    expect([" stop ", "STOP", "Stop\n"].every(isStopRequest)).toBe(true);
    expect(["stop it", "STOPP", ""].some(isStopRequest)).toBe(false);
  });

  it("India's mobile numbers only, in E.164", () => {
    expect(isIndianMobile("+919845012376")).toBe(true);
    expect(isIndianMobile("+447700900123")).toBe(false);
    expect(isIndianMobile("9845012376")).toBe(false);
    expect(isIndianMobile("+911234567890")).toBe(false);
  });

  it("template names default to the kind and WHATSAPP_TEMPLATES renames some; a mistake names itself", () => {
    const names = parseTemplateNames("announcement=batch_news_v2, class-reminder-1h = class_soon");
    expect(names.announcement).toBe("batch_news_v2");
    expect(names["class-reminder-1h"]).toBe("class_soon");
    expect(names["payment-due"]).toBe("payment_due");
    expect(() => parseTemplateNames("newsletter=x")).toThrow(/"newsletter" is no template/);
    expect(() => parseTemplateNames("announcement")).toThrow(/is not kind=template_name/);
  });

  it("a parameter is one line of at most 1000 characters; the preview fills the template", () => {
    expect(templateParameterText(" Room\n\nchange\t now ")).toBe("Room change now");
    expect(templateParameterText("x".repeat(1500))).toHaveLength(1000);
    expect(templatePreview("payment-received", { student_name: "Asha", course_name: "Agentic AI", amount: "₹999" })).toBe(
      "Hi Asha, we received ₹999 for Agentic AI. Thank you!",
    );
  });

  it("the Messages page's filters: known templates and statuses only", () => {
    expect(readMessageFilters(new URLSearchParams("person=%2B91984&template=announcement&status=failed"))).toEqual({
      person: "+91984",
      template: "announcement",
      status: "failed",
    });
    expect(readMessageFilters(new URLSearchParams("template=spam&status=lost"))).toEqual({
      person: "",
      template: "",
      status: "",
    });
  });
});
