import {
  PDFArray,
  type PDFDocument,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  type PDFRef,
  PDFString,
} from "pdf-lib";

// A tagged PDF (ISO 32000-1, 14.7 and 14.8) over pdf-lib, which draws but does not tag: every piece
// of content is a marked-content sequence with an MCID, hung in a structure tree (Document, H1, P,
// L, Table…) in reading order, and decoration is marked as an artifact, so that a screen reader
// reads the document as a person would, and skips the rules and page numbers
// (docs/decisions/046-accessible-pdfs.md).

/** The standard structure types the documents use. */
export type StructureRole =
  | "Sect"
  | "H1"
  | "H2"
  | "H3"
  | "P"
  | "L"
  | "LI"
  | "Lbl"
  | "LBody"
  | "Table"
  | "TR"
  | "TH"
  | "TD";

type MarkedContent = { page: PDFPage; mcid: number };
export type StructureElement = {
  role: StructureRole | "Document";
  ref: PDFRef;
  parent: StructureElement | null;
  kids: (StructureElement | MarkedContent)[];
};

/** What a marked-content sequence opens with: its tag and its MCID in the page. */
export type Mark = { tag: StructureRole; mcid: number };

export function taggedPdf(pdf: PDFDocument, { title, lang }: { title: string; lang: string }) {
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setLanguage(lang);
  const context = pdf.context;
  const root: StructureElement = {
    role: "Document",
    ref: context.nextRef(),
    parent: null,
    kids: [],
  };
  /** Per page, the element of each MCID, in MCID order. */
  const marked = new Map<PDFPage, StructureElement[]>();

  return {
    root,

    /** A new element at the end of `parent`: elements are read in the order they are made. */
    element(role: StructureRole, parent: StructureElement = root): StructureElement {
      const element: StructureElement = { role, ref: context.nextRef(), parent, kids: [] };
      parent.kids.push(element);
      return element;
    },

    /** The next MCID of `page`, given to `element`: for content drawn by hand (drawTextLine). */
    mark(page: PDFPage, element: StructureElement): Mark {
      const elements = marked.get(page) ?? [];
      marked.set(page, elements);
      const mcid = elements.push(element) - 1;
      element.kids.push({ page, mcid });
      if (element.role === "Document") throw new Error("content belongs to an element");
      return { tag: element.role as StructureRole, mcid };
    },

    /** Whatever `draw` puts on `page`, as content of `element`. */
    content(page: PDFPage, element: StructureElement, draw: () => void) {
      const { tag, mcid } = this.mark(page, element);
      page.pushOperators(
        PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
          PDFName.of(tag),
          `<< /MCID ${mcid} >>`,
        ]),
      );
      draw();
      page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    },

    /** Whatever `draw` puts on `page`, as decoration a reader skips (rules, running footers). */
    artifact(page: PDFPage, draw: () => void) {
      page.pushOperators(
        PDFOperator.of(PDFOperatorNames.BeginMarkedContent, [PDFName.of("Artifact")]),
      );
      draw();
      page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    },

    /** Writes the structure tree, the parent tree and the catalog's marks; call once, last. */
    finish() {
      const treeRoot = context.nextRef();
      const pages = pdf.getPages();
      const write = (element: StructureElement, parentRef: PDFRef) => {
        const firstPage = element.kids.find((kid): kid is MarkedContent => "mcid" in kid)?.page;
        const kids = element.kids.map((kid) => {
          if (!("mcid" in kid)) return kid.ref;
          if (kid.page === firstPage) return PDFNumber.of(kid.mcid);
          return context.obj({ Type: "MCR", Pg: kid.page.ref, MCID: kid.mcid });
        });
        const dict = context.obj({
          Type: "StructElem",
          S: element.role,
          P: parentRef,
          K: PDFArray.withContext(context),
        });
        const array = dict.lookup(PDFName.of("K"), PDFArray);
        for (const kid of kids) array.push(kid);
        if (firstPage) dict.set(PDFName.of("Pg"), firstPage.ref);
        context.assign(element.ref, dict);
        for (const kid of element.kids) if (!("mcid" in kid)) write(kid, element.ref);
      };
      write(root, treeRoot);

      const nums = PDFArray.withContext(context);
      pages.forEach((page, index) => {
        page.node.set(PDFName.of("StructParents"), PDFNumber.of(index));
        page.node.set(PDFName.of("Tabs"), PDFName.of("S"));
        const parents = PDFArray.withContext(context);
        for (const element of marked.get(page) ?? []) parents.push(element.ref);
        nums.push(PDFNumber.of(index));
        nums.push(context.register(parents));
      });
      const parentTree = context.register(context.obj({ Nums: nums }));
      context.assign(
        treeRoot,
        context.obj({
          Type: "StructTreeRoot",
          K: root.ref,
          ParentTree: parentTree,
          ParentTreeNextKey: pages.length,
        }),
      );
      pdf.catalog.set(PDFName.of("StructTreeRoot"), treeRoot);
      pdf.catalog.set(PDFName.of("MarkInfo"), context.obj({ Marked: true }));
      pdf.catalog.set(PDFName.of("Lang"), PDFString.of(lang));
    },
  };
}

export type TaggedPdf = ReturnType<typeof taggedPdf>;
