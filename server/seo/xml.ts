const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text and attribute values for XML. Control characters XML 1.0 forbids are dropped, not escaped. */
export function escapeXml(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

/** `<name>text</name>` with the text escaped; nothing for an empty value. */
export function element(name: string, text: string | undefined): string {
  return text ? `<${name}>${escapeXml(text)}</${name}>` : '';
}
