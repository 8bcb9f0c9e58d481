import { describe, expect, it } from "vitest";
import { NOT_INFORMED as DETAIL_NOT_INFORMED, NO_CODE } from "./detail";
import { NO_VALUE, NOT_INFORMED } from "./display-text";

describe("display-text", () => {
  it("repeats the detail view model's fallbacks exactly", () => {
    expect(NOT_INFORMED).toBe(DETAIL_NOT_INFORMED);
    expect(NO_VALUE).toBe(NO_CODE);
  });
});
