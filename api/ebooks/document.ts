import { FIRM } from "../../core/firm";

// The shape of an ebook's text: what the PDF renderer draws. Plain data, no layout.

/** A prompt of the AI handbook: a name, when it helps, and the text to paste. */
export type Prompt = {
  title: string;
  /** One line: the situation the prompt is for. */
  when: string;
  /** The prompt itself; [square brackets] mark what the reader fills in. */
  text: string;
};

export type Block =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "bullets"; items: readonly string[] }
  | { kind: "checklist"; items: readonly string[] }
  | { kind: "prompt"; number: number; prompt: Prompt };

/** A chapter starts on a new page and is listed in the contents. */
export type Chapter = { title: string; blocks: readonly Block[] };

export type EbookDocument = {
  title: string;
  subtitle: string;
  author: string;
  /** Shown on the cover and in the PDF's subject. */
  summary: string;
  /** Fixed, so the same text always renders to the same bytes (ETag, several API instances). */
  published: Date;
  chapters: readonly Chapter[];
};

/** The firm writes the ebooks and answers their readers. */
export const EBOOK_AUTHOR = FIRM.name;
export const EBOOK_CONTACT = FIRM.email;

/** Every string of a document, for checks such as "can the PDF font encode it". */
export function documentStrings(document: EbookDocument): string[] {
  const strings = [document.title, document.subtitle, document.author, document.summary];
  for (const chapter of document.chapters) {
    strings.push(chapter.title);
    for (const block of chapter.blocks) {
      if (block.kind === "heading" || block.kind === "paragraph") strings.push(block.text);
      else if (block.kind === "prompt") strings.push(...Object.values(block.prompt));
      else strings.push(...block.items);
    }
  }
  return strings;
}
