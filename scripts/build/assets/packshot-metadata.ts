/**
 * The packshot's template id in its own file (decision 123): an XMP packet that sharp writes (`withXmp`) into the
 * WebP and reads back (`metadata().xmp`), so a test can check each image against its product's packaging form
 * without trusting the generator's word.
 *
 * - `packshotXmp(templateId)`: the XMP packet to write.
 * - `templateIdOf(xmp)`: the id read back from an XMP packet, or null.
 */
const NAMESPACE = "urn:convale:packshot:1";

export function packshotXmp(templateId: string): string {
  return `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:packshot="${NAMESPACE}" packshot:template="${templateId}"/></rdf:RDF></x:xmpmeta>`;
}

export function templateIdOf(xmp: Buffer | string | undefined): string | null {
  if (!xmp) return null;
  const text = xmp.toString();
  if (!text.includes(NAMESPACE)) return null;
  return /packshot:template="([^"]+)"/.exec(text)?.[1] ?? null;
}
