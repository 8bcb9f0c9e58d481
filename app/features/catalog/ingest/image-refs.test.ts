import { describe, expect, it } from "vitest";
import { collectImageRefs } from "./image-refs.server";

describe("collectImageRefs", () => {
  it("puts the Principal entry of Imagens first and counts entries without Caminho", () => {
    const collected = collectImageRefs({
      Imagens: [
        { Caminho: "/img/produtos/1-2.webp" },
        {},
        { Caminho: "/img/produtos/1-1.webp", Principal: "true" },
      ],
    });
    expect(collected.refs.gallery).toEqual(["/img/produtos/1-1.webp", "/img/produtos/1-2.webp"]);
    expect(collected.emptyEntries).toBe(1);
  });

  it("refuses invalid sources and reports them", () => {
    const collected = collectImageRefs({
      Imagens: [{ Caminho: "javascript:alert(1)", Principal: true }],
      Imagem: "ok.webp",
    });
    expect(collected.rejected).toEqual([{ field: "Imagens.Caminho", value: "javascript:alert(1)" }]);
    expect(collected.refs.gallery).toEqual([]);
    expect(collected.refs.alternatives).toEqual(["/img/produtos/ok.webp"]);
  });

  it("reads the alternative fields in priority order, then Imagem as a file under /img/produtos/", () => {
    const collected = collectImageRefs({
      Imagem: "10023.webp",
      FotoPrincipal: "/img/produtos/foto.webp",
      UrlImagem: "https://cdn.example.com/url.webp",
    });
    expect(collected.refs.alternatives).toEqual([
      "https://cdn.example.com/url.webp",
      "/img/produtos/foto.webp",
      "/img/produtos/10023.webp",
    ]);
  });
});
