import { describe, expect, it } from "vitest";
import { collectImageRefs } from "../ingest/image-refs.server";
import {
  type ImageConstructor,
  isValidImageSource,
  PLACEHOLDER_IMAGE,
  preloadImage,
  requiredImagePaths,
  resolveProductImage,
  uniqueImageUrls,
  withImageBase,
} from "./images";

const subject = (row: Record<string, unknown>, code = "10023") => ({
  code,
  images: collectImageRefs(row).refs,
});

describe("isValidImageSource", () => {
  it.each([
    "data:image/webp;base64,AAAA",
    "blob:https://example.com/1234",
    "https://cdn.example.com/a.webp",
    "http://cdn.example.com/a.webp",
    "/img/produtos/10023-1.webp",
    "img/produtos/10023.webp",
    "./a.webp",
  ])("accepts %s", (src) => expect(isValidImageSource(src)).toBe(true));

  it.each([
    "",
    "   ",
    "javascript:alert(1)",
    "data:text/html,<b>",
    "//evil.example/a.png",
    "ftp://x/a.png",
    "http://",
    "a\nb",
    42,
    null,
  ])("refuses %j", (src) => expect(isValidImageSource(src)).toBe(false));
});

describe("image resolution order (product rules §3)", () => {
  it("takes Caminho of Imagens first, the Principal entry first even when it is not first in the array", () => {
    const product = subject({
      Imagens: [
        { Caminho: "/img/produtos/10023-2.webp", Principal: false },
        {},
        { Caminho: "/img/produtos/10023-1.webp", Principal: true },
      ],
      UrlImagem: "/img/produtos/alt.webp",
    });
    expect(resolveProductImage(product)).toMatchObject({
      src: "/img/produtos/10023-1.webp",
      origin: "imagens",
    });
  });

  it("ignores empty {} entries and falls back to alternative fields, in priority order", () => {
    const product = subject({
      Imagens: [{}],
      FotoPrincipal: "/img/produtos/foto.webp",
      UrlImagem: "/img/produtos/url.webp",
    });
    expect(resolveProductImage(product)).toMatchObject({
      src: "/img/produtos/url.webp",
      origin: "alternative",
    });
  });

  it.each(["Foto", "ImagemUrl", "imagem_principal"])("reads the alternative field %s", (field) => {
    expect(resolveProductImage(subject({ [field]: "https://cdn.example.com/x.webp" })).src).toBe(
      "https://cdn.example.com/x.webp",
    );
  });

  it("reads Imagem as a bare file name under /img/produtos/", () => {
    expect(resolveProductImage(subject({ Imagens: [], Imagem: "10023.webp" }))).toMatchObject({
      src: "/img/produtos/10023.webp",
      origin: "alternative",
    });
  });

  it("guesses /img/produtos/<code>.webp when nothing is declared, with the placeholder as fallback", () => {
    expect(resolveProductImage(subject({}, "20505"))).toEqual({
      src: "/img/produtos/20505.webp",
      origin: "guessed",
      fallback: PLACEHOLDER_IMAGE,
    });
  });

  it("uses the placeholder when there is no product or no usable code", () => {
    expect(resolveProductImage(null).src).toBe(PLACEHOLDER_IMAGE);
    expect(resolveProductImage(subject({}, "a b/c")).origin).toBe("placeholder");
  });
});

describe("image base URL, unique URLs and required files", () => {
  it("prefixes relative paths only", () => {
    expect(withImageBase("/img/a.webp", "https://static.example.com/")).toBe(
      "https://static.example.com/img/a.webp",
    );
    expect(withImageBase("https://cdn.example.com/a.webp", "https://static.example.com")).toBe(
      "https://cdn.example.com/a.webp",
    );
    expect(withImageBase("data:image/png;base64,AA", "https://s.example.com")).toBe(
      "data:image/png;base64,AA",
    );
    expect(withImageBase("/img/a.webp", null)).toBe("/img/a.webp");
  });

  it("applies the base to the resolved image and its fallback", () => {
    const resolved = resolveProductImage(subject({ Imagem: "1.webp" }), {
      imageBaseUrl: "https://s.example.com",
    });
    expect(resolved.src).toBe("https://s.example.com/img/produtos/1.webp");
    expect(resolved.fallback).toBe(`https://s.example.com${PLACEHOLDER_IMAGE}`);
  });

  it("lists unique URLs main first and without duplicates", () => {
    const product = subject({
      Imagens: [
        { Caminho: "/img/produtos/1-2.webp" },
        { Caminho: "/img/produtos/1-1.webp", Principal: true },
        { Caminho: "/img/produtos/1-2.webp" },
      ],
      UrlImagem: "https://cdn.example.com/1.webp",
      Imagem: "1-1.webp",
    });
    expect(uniqueImageUrls(product)).toEqual([
      "/img/produtos/1-1.webp",
      "/img/produtos/1-2.webp",
      "https://cdn.example.com/1.webp",
    ]);
  });

  it("says which local files must exist: declared relative paths, or the guessed path", () => {
    const declared = subject({
      Imagens: [{ Caminho: "/img/produtos/1-1.webp", Principal: true }],
      UrlImagem: "https://cdn.example.com/1.webp",
    });
    expect(requiredImagePaths(declared)).toEqual(["/img/produtos/1-1.webp"]);
    expect(requiredImagePaths(subject({}, "777"))).toEqual(["/img/produtos/777.webp"]);
  });
});

describe("preloadImage", () => {
  function fakeImage(outcome: "load" | "error") {
    const created: { src: string }[] = [];
    const Ctor = class {
      onload: ((this: unknown, ev: unknown) => unknown) | null = null;
      onerror: ((this: unknown, ev: unknown) => unknown) | null = null;
      #src = "";
      get src() {
        return this.#src;
      }
      set src(value: string) {
        this.#src = value;
        created.push({ src: value });
        queueMicrotask(() => (outcome === "load" ? this.onload?.(null) : this.onerror?.(null)));
      }
    } satisfies ImageConstructor;
    return { Ctor, created };
  }

  it("resolves with the source once the image loads", async () => {
    const { Ctor, created } = fakeImage("load");
    await expect(preloadImage("/img/produtos/1.webp", Ctor)).resolves.toBe("/img/produtos/1.webp");
    expect(created).toEqual([{ src: "/img/produtos/1.webp" }]);
  });

  it('rejects with "Failed to load image" on error', async () => {
    const { Ctor } = fakeImage("error");
    await expect(preloadImage("/img/x.webp", Ctor)).rejects.toThrow(new Error("Failed to load image"));
  });

  it('rejects with "Invalid image source" for an empty source without creating an image', async () => {
    const { Ctor, created } = fakeImage("load");
    await expect(preloadImage("", Ctor)).rejects.toThrow(new Error("Invalid image source"));
    await expect(preloadImage(undefined, Ctor)).rejects.toThrow("Invalid image source");
    expect(created).toEqual([]);
  });
});
