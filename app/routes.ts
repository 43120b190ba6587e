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
    route("*", "routes/not-found.tsx"),
  ]),
  route("healthz", "routes/api/healthz.ts"),
  route("api/auth/*", "routes/api/auth.ts"),
  route("dev/mailbox", "routes/dev/mailbox.tsx"),
  route("dev/mailbox.json", "routes/dev/mailbox-json.ts"),
] satisfies RouteConfig;
