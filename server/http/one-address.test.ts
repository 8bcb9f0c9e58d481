import { describe, expect, it } from "vitest";
import { withoutTrailingSlash } from "./one-address";

describe("one address per page", () => {
  it("drops a trailing slash", () => {
    expect(withoutTrailingSlash("/en/")).toBe("/en");
    expect(withoutTrailingSlash("/quem-somos/")).toBe("/quem-somos");
    expect(withoutTrailingSlash("/en/about//")).toBe("/en/about");
  });

  it("leaves the root and slash-less paths alone", () => {
    expect(withoutTrailingSlash("/")).toBeNull();
    expect(withoutTrailingSlash("/en")).toBeNull();
    expect(withoutTrailingSlash("/produto")).toBeNull();
  });

  it("never points at another host", () => {
    expect(withoutTrailingSlash("//evil.example/")).toBe("/evil.example");
    expect(withoutTrailingSlash("///evil.example//")).toBe("/evil.example");
  });
});
