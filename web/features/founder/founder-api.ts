import type { ErasedSchema } from "../../../core/schemas/data-care";
import type { PitchDeckSchema } from "../../../core/schemas/founder";
import { api } from "../../lib/api";

/**
 * The founder's page's calls: the founder cookie goes with them (docs/decisions/036-founder-cookie.md).
 * Reading the application is the page's loader (routes/my-application.tsx).
 */
export const founderApi = {
  /** The receipt's PDF; a tax invoice needs the founder's state the first time. */
  receipt: (state?: string) =>
    api.blob(`/api/my-application/receipt${state ? `?state=${encodeURIComponent(state)}` : ""}`),
  /** The PDF's bytes as they are; the server checks they are a PDF. */
  uploadDeck: (file: File) =>
    api.upload<typeof PitchDeckSchema>(
      `/api/my-application/deck?fileName=${encodeURIComponent(file.name.slice(0, 200))}`,
      file,
    ),
  deckFile: (deckId: string) => api.blob(`/api/my-application/decks/${deckId}`),
  /** "Download my data": everything held about the application, as a JSON file. */
  myData: () => api.blob("/api/my-application/data"),
  /** "Delete my application": withdrawn and erased, the founder cookie forgotten; the receipt stays. */
  erase: () => api.post<typeof ErasedSchema>("/api/my-application/erase", { confirm: true }),
};
