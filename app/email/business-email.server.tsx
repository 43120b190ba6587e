import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { CSSProperties } from "react";
import { siteConfig } from "~/content/site-config";

// Every e-mail of the site is this one React Email layout — the business's
// name, a clear heading, the message's blocks, at most one main button, and the business's address in the footer.
// Inline styles only, no images, a single 560 px column that narrows with the client: it reads the same in Gmail,
// Outlook and a phone's mail app, with images off.

/** What an e-mail says, in order. The plain-text part is written from the same blocks (compose-email.server.ts). */
export type EmailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; title?: string; items: readonly string[] }
  | { kind: "button"; label: string; url: string }
  | { kind: "link"; label: string; url: string }
  | { kind: "note"; text: string };

export interface EmailMessage {
  heading: string;
  /** The line mail clients show after the subject. */
  preview: string;
  blocks: readonly EmailBlock[];
  /** Reminders and recordings only: why this arrives, and the link that stops it. */
  optOut?: { text: string; label: string; url: string };
}

const colors = { text: "#111827", muted: "#4b5563", brand: "#4338ca", border: "#e5e7eb", page: "#f3f4f6" };
const styles = {
  body: { backgroundColor: colors.page, fontFamily: "Arial, Helvetica, sans-serif", margin: 0, padding: "24px 0" },
  container: {
    backgroundColor: "#ffffff",
    border: `1px solid ${colors.border}`,
    borderRadius: "8px",
    maxWidth: "560px",
    width: "100%",
    padding: "24px",
  },
  brand: { color: colors.brand, fontSize: "16px", fontWeight: 700, margin: "0 0 8px" },
  heading: { color: colors.text, fontSize: "22px", lineHeight: "28px", margin: "0 0 16px" },
  paragraph: { color: colors.text, fontSize: "16px", lineHeight: "24px", margin: "0 0 16px" },
  listTitle: { color: colors.text, fontSize: "16px", fontWeight: 700, lineHeight: "24px", margin: "0 0 4px" },
  list: { color: colors.text, fontSize: "16px", lineHeight: "24px", margin: "0 0 16px", paddingLeft: "20px" },
  button: {
    backgroundColor: colors.brand,
    borderRadius: "6px",
    color: "#ffffff",
    display: "inline-block",
    fontSize: "16px",
    fontWeight: 700,
    padding: "12px 20px",
    textDecoration: "none",
  },
  link: { color: colors.brand, textDecoration: "underline" },
  note: { color: colors.muted, fontSize: "14px", lineHeight: "20px", margin: "0 0 16px" },
  footer: { color: colors.muted, fontSize: "13px", lineHeight: "20px", margin: "0" },
} satisfies Record<string, CSSProperties>;

function Block({ block }: { block: EmailBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <Text style={styles.paragraph}>{block.text}</Text>;
    case "note":
      return <Text style={styles.note}>{block.text}</Text>;
    case "list":
      return (
        <Section>
          {block.title ? <Text style={styles.listTitle}>{block.title}</Text> : null}
          <ul style={styles.list}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Section>
      );
    case "button":
      return (
        <Section style={{ margin: "8px 0 24px" }}>
          <Button href={block.url} style={styles.button}>
            {block.label}
          </Button>
        </Section>
      );
    case "link":
      return (
        <Text style={styles.paragraph}>
          <Link href={block.url} style={styles.link}>
            {block.label}
          </Link>
        </Text>
      );
  }
}

export function BusinessEmail({ message }: { message: EmailMessage }) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <title>{message.heading}</title>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{message.preview}</Preview>
      <Body style={styles.body}>
        {/* What screen readers announce for an e-mail (a mail client's page has its own landmarks). */}
        <div role="article" aria-roledescription="email" aria-label={message.heading} lang="en" dir="ltr">
          <Container style={styles.container}>
            <Text style={styles.brand}>{siteConfig.name}</Text>
            <Heading as="h1" style={styles.heading}>
              {message.heading}
            </Heading>
            {message.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
            <Hr style={{ borderColor: colors.border, margin: "24px 0 16px" }} />
            {message.optOut ? (
              <Text style={styles.note}>
                {message.optOut.text}{" "}
                <Link href={message.optOut.url} style={styles.link}>
                  {message.optOut.label}
                </Link>
                .
              </Text>
            ) : null}
            <Text style={styles.footer}>
              {siteConfig.name} · {siteConfig.address}
            </Text>
            <Text style={styles.footer}>
              <Link href={`mailto:${siteConfig.supportEmail}`} style={styles.link}>
                {siteConfig.supportEmail}
              </Link>{" "}
              · {siteConfig.phoneDisplay}
            </Text>
          </Container>
        </div>
      </Body>
    </Html>
  );
}
