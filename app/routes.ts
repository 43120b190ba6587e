import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// The route table of spec 3 §2.1 and spec 1 §2. One module per URL, grouped by audience.
export default [
  layout("routes/site-layout.tsx", [
    index("routes/marketing/home.tsx"),
    route("contact", "routes/marketing/contact.tsx"),
    route("contact-success", "routes/marketing/contact-success.tsx"),
    route("signin", "routes/account/signin.tsx"),
    route("signup", "routes/account/signup.tsx"),
    route("forgot-password", "routes/account/forgot-password.tsx"),
    route("reset-password", "routes/account/reset-password.tsx"),
    route("signout", "routes/account/signout.ts"),
    // Marketing part B: one module per page type, mounted once per URL (content records in app/content/).
    route("ai-certification", "routes/marketing/ai-certification.tsx", { id: "ai-certification" }),
    ...["pharma-fmcg", "sales", "marketing", "hr-project", "startups"].map((variant) =>
      route(`ai-certification/${variant}`, "routes/marketing/ai-certification.tsx", { id: `ai-certification-${variant}` }),
    ),
    route("ai-certification/cxo", "routes/marketing/ai-certification-cxo.tsx"),
    route("find-ai-job", "routes/marketing/find-ai-job.tsx"),
    route("about", "routes/marketing/about.tsx"),
    ...["privacy", "terms", "refund-policy", "shipping-policy", "delivery-policy"].map((policy) =>
      route(policy, "routes/marketing/policy-page.tsx", { id: `policy-${policy}` }),
    ),
    route("payment-success", "routes/marketing/payment-success.tsx"),
    route("payment-cancelled", "routes/marketing/payment-cancelled.tsx"),
    // Marketing part A: home (above), courses area, project-based, masterclass, recruiting-partner page.
    route("courses", "routes/marketing/courses/index.tsx"),
    route("courses/agentic-ai", "routes/marketing/courses/agentic-ai.tsx"),
    route("courses/vibe-coding", "routes/marketing/courses/vibe-coding.tsx"),
    route("courses/vive-coding", "routes/marketing/courses/vive-coding.ts"),
    route("courses/other", "routes/marketing/courses/other.tsx"),
    route("courses/python-ml-ai", "routes/marketing/courses/python-ml-ai.tsx"),
    route("build-ai-projects", "routes/marketing/build-ai-projects.tsx"),
    route("masterclass", "routes/marketing/masterclass.tsx"),
    route("zodiac-premium-ai", "routes/marketing/zodiac-premium-ai.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/seo/sitemap-xml.ts"),
  route("robots.txt", "routes/seo/robots-txt.ts"),
  route("healthz", "routes/api/healthz.ts"),
  route("api/auth/*", "routes/api/auth.ts"),
  route("api/payments/orders", "routes/api/payments/orders.ts"),
  route("api/payments/outcome", "routes/api/payments/outcome.ts"),
  route("api/payments/referral", "routes/api/payments/referral.ts"),
  route("api/payments/prefill", "routes/api/payments/prefill.ts"),
  route("api/payments/sandbox/checkout", "routes/api/payments/sandbox-checkout.ts"),
  route("api/webhooks/razorpay", "routes/api/webhooks/razorpay.ts"),
  route("dev/mailbox", "routes/dev/mailbox.tsx"),
  route("dev/mailbox.json", "routes/dev/mailbox-json.ts"),
  route("dev/payments.json", "routes/dev/payments-json.ts"),
] satisfies RouteConfig;
