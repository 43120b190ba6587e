// A real SMTP server on 127.0.0.1 that keeps every message it accepts, for tests of e-mail delivery.
import net from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedEmail {
  envelopeFrom: string | null;
  envelopeTo: string[];
  /** Header names in lower case, values unfolded and decoded (RFC 2047). */
  headers: Record<string, string>;
  subject: string;
  from: string;
  to: string;
  text: string | null;
  html: string | null;
  raw: string;
}

export interface SmtpSink {
  readonly port: number;
  readonly url: string;
  readonly received: ReceivedEmail[];
  /** Listens again on the same port after `stop()`. */
  start(): Promise<void>;
  /** Closes the port: connections are refused until `start()`. */
  stop(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedEmail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;

  async function start() {
    if (server) return;
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("error", callback);
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          received.push({
            ...parseMessage(raw),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        next.off("error", reject);
        resolve();
      });
    });
    port = (next.server.address() as net.AddressInfo).port;
    server = next;
  }

  await start();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    start,
    async stop() {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
  };
}

/** A port on 127.0.0.1 where nothing listens (it was free a moment ago). */
export async function closedLocalPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

// Just enough MIME for what nodemailer writes: one level of multipart, 7bit/8bit, quoted-printable, base64.
function parseMessage(raw: string): Omit<ReceivedEmail, "envelopeFrom" | "envelopeTo" | "raw"> {
  // nodemailer ends the data with CRLF before the closing "." line; that CRLF is not part of the body
  const entity = parseEntity(raw.replace(/\r\n$/, ""));
  const parts = entity.headers["content-type"]?.startsWith("multipart/")
    ? splitMultipart(entity.body, entity.headers["content-type"]).map(parseEntity)
    : [entity];
  const bodyOf = (type: string) => {
    const part = parts.find((candidate) => (candidate.headers["content-type"] ?? "text/plain").startsWith(type));
    return part ? decodeBody(part.body, part.headers["content-transfer-encoding"]) : null;
  };
  return {
    headers: entity.headers,
    subject: entity.headers.subject ?? "",
    from: entity.headers.from ?? "",
    to: entity.headers.to ?? "",
    text: bodyOf("text/plain"),
    html: bodyOf("text/html"),
  };
}

function parseEntity(source: string) {
  const split = source.indexOf("\r\n\r\n");
  const head = split === -1 ? source : source.slice(0, split);
  const body = split === -1 ? "" : source.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function splitMultipart(body: string, contentType: string) {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) throw new Error(`multipart without a boundary: ${contentType}`);
  // the CRLF before a delimiter belongs to the delimiter (RFC 2046 §5.1.1)
  const pieces = `\r\n${body}`.split(`\r\n--${boundary}`);
  return pieces.slice(1, -1).map((piece) => piece.replace(/^[ \t]*\r\n/, ""));
}

function decodeBody(body: string, encoding = "7bit") {
  const bytes =
    encoding.toLowerCase() === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64")
      : encoding.toLowerCase() === "quoted-printable"
        ? decodeQuotedPrintable(body.replace(/=\r\n/g, ""))
        : Buffer.from(body, "utf8");
  return bytes.toString("utf8").replace(/\r\n/g, "\n");
}

function decodeQuotedPrintable(text: string) {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index]!, "utf8"));
    }
  }
  return Buffer.from(bytes);
}

function decodeWords(value: string) {
  return value
    .replace(/(\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_word, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")).toString("utf8"),
    );
}
