import { updatedDate, type DocumentModel } from './document';

/**
 * `docProps/core.xml`, written here rather than by `docx`, which stamps created/modified with the time
 * of packing; these dates come from the content's `updated`, so the file is the same on every build.
 */
export function coreProperties(model: DocumentModel): string {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const when = updatedDate(model)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
  const element = (name: string, value: string | undefined) =>
    value ? `<${name}>${escape(value)}</${name}>` : '';
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ' +
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
    'xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    element('dc:title', model.title) +
    element('dc:subject', model.description) +
    element('dc:creator', model.author) +
    element('cp:keywords', model.keywords?.join(', ')) +
    element('dc:description', model.description) +
    element('cp:lastModifiedBy', model.author) +
    '<cp:revision>1</cp:revision>' +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${when}</dcterms:modified>` +
    '</cp:coreProperties>'
  );
}
