// RFC 6238 time-based codes, as an authenticator app computes them, for the tests that sign in with two-factor
// sign-in: from the key the setup page shows (base32, grouped by four), SHA-1, 6 digits, 30-second steps.
import { createHmac } from "node:crypto";

function base32Bytes(key: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of key.replace(/[\s=]/g, "").toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not a base32 key: ${key}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The 6-digit code of `key` at `time` (now by default). */
export function totpCode(key: string, time = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 30_000)));
  const digest = createHmac("sha1", base32Bytes(key)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 15;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, "0");
}

/**
 * An authenticator app for a real browser test, whose clock cannot be moved: the server takes each 30-second step once
 * (and the steps either side of now), so each code is of a later step than the last, waiting for the clock if need be.
 */
export function authenticatorApp(key: string) {
  let lastStep = -1;
  return {
    async nextCode(): Promise<string> {
      for (;;) {
        const current = Math.floor(Date.now() / 30_000);
        const step = Math.max(current, lastStep + 1);
        if (step <= current + 1) {
          lastStep = step;
          return totpCode(key, step * 30_000);
        }
        await new Promise((resolve) => setTimeout(resolve, (current + 1) * 30_000 - Date.now() + 50));
      }
    },
  };
}
