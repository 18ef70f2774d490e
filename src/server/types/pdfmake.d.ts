// The part of pdfmake 0.3's server API the app uses (the package ships no types of its own).
declare module 'pdfmake' {
  type Content = unknown;
  type TDocumentDefinitions = { content: Content; [key: string]: unknown };
  type FontFaces = { normal: string; bold: string; italics: string; bolditalics: string };
  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }
  interface PdfMake {
    setFonts(fonts: Record<string, FontFaces>): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
    createPdf(document: TDocumentDefinitions): OutputDocument;
  }
  const pdfmake: PdfMake;
  export default pdfmake;
}
