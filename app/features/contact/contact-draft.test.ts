import { describe, expect, it } from "vitest";
import { clearDraft, DRAFT_KEY, readDraft, writeDraft } from "./contact-draft";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

describe("contact draft", () => {
  it("keeps the typed fields and reads them back", () => {
    const storage = memoryStorage();
    writeDraft(storage, { nomeCompleto: "Ana", mensagem: "Quero uma linha própria", email: "" });
    expect(readDraft(storage)).toEqual({ nomeCompleto: "Ana", mensagem: "Quero uma linha própria" });
  });

  it("drops unknown keys and non-text values; broken JSON is no draft", () => {
    const storage = memoryStorage();
    storage.setItem(DRAFT_KEY, JSON.stringify({ nomeCompleto: 3, senha: "x", assunto: "comercial" }));
    expect(readDraft(storage)).toEqual({ assunto: "comercial" });
    storage.setItem(DRAFT_KEY, "{");
    expect(readDraft(storage)).toEqual({});
  });

  it("an empty draft and a sent message leave nothing stored", () => {
    const storage = memoryStorage();
    writeDraft(storage, { mensagem: "Olá" });
    writeDraft(storage, { mensagem: "" });
    expect(storage.map.size).toBe(0);
    writeDraft(storage, { mensagem: "Olá" });
    clearDraft(storage);
    expect(storage.map.size).toBe(0);
  });

  it("no storage (or one that throws) is no draft, never an error", () => {
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(readDraft(undefined)).toEqual({});
    expect(readDraft(throwing)).toEqual({});
    expect(() => writeDraft(throwing, { mensagem: "x" })).not.toThrow();
    expect(() => clearDraft(throwing)).not.toThrow();
  });
});
