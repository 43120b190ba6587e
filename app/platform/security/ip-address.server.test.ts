import { describe, expect, it } from "vitest";
import { isLoopbackAddress, isPublicAddress } from "./ip-address.server";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254", // cloud metadata
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "fe80::1",
    "fd12:3456::1",
    "ff02::1",
    "2001:db8::1",
    "::ffff:127.0.0.1",
    "::ffff:a9fe:a9fe", // 169.254.169.254, mapped
    "64:ff9b::10.0.0.1", // NAT64 of a private address
    "2002:0a00:0001::1", // 6to4 of 10.0.0.1
    "not-an-address",
  ])("%s is not public", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["8.8.8.8", "1.1.1.1", "172.32.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "64:ff9b::808:808"])(
    "%s is public",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe("isLoopbackAddress", () => {
  it.each(["127.0.0.1", "127.8.9.10", "::1", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1", "::1%lo"])(
    "%s is this machine",
    (address) => {
      expect(isLoopbackAddress(address)).toBe(true);
    },
  );

  it.each([
    "192.0.2.2",
    "10.0.0.1",
    "0.0.0.0",
    "::",
    "::2",
    "fd00::2",
    "::ffff:10.0.0.1",
    "128.0.0.1",
    "",
    "localhost",
    "unknown",
  ])("%s is not", (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });
});
