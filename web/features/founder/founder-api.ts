import type { z } from "zod";
import type { MessageSchema } from "../../../core/schemas/common";
import type { ErasedSchema } from "../../../core/schemas/data-care";
import type {
  DeckLinkRequestSchema,
  FounderApplicationSchema,
  FounderLinkRequestSchema,
  PitchDeckSchema,
} from "../../../core/schemas/founder";
import { api } from "../../lib/api";
import { founderToken } from "../../lib/founder-token";

const withToken = () => ({ headers: founderToken.headers() });

/** The founder's page's calls: each sends the private link's token in its header. */
export const founderApi = {
  application: () => api.get<typeof FounderApplicationSchema>("/api/my-application", withToken()),
  /** The receipt's PDF; a tax invoice needs the founder's state the first time. */
  receipt: (state?: string) =>
    api.blob(
      `/api/my-application/receipt${state ? `?state=${encodeURIComponent(state)}` : ""}`,
      withToken(),
    ),
  /** The PDF's bytes as they are; the server checks they are a PDF. */
  uploadDeck: (file: File) =>
    api.upload<typeof PitchDeckSchema>(
      `/api/my-application/deck?fileName=${encodeURIComponent(file.name.slice(0, 200))}`,
      file,
      withToken(),
    ),
  linkDeck: (input: z.input<typeof DeckLinkRequestSchema>) =>
    api.post<typeof PitchDeckSchema>("/api/my-application/deck-link", input, withToken()),
  deckFile: (deckId: string) => api.blob(`/api/my-application/decks/${deckId}`, withToken()),
  /** "Download my data": everything held about the application, as a JSON file. */
  myData: () => api.blob("/api/my-application/data", withToken()),
  /** "Delete my application": withdrawn and erased; the receipt stays. */
  erase: () =>
    api.post<typeof ErasedSchema>("/api/my-application/erase", { confirm: true }, withToken()),
  /** "E-mail me my link": needs no token, answers the same for every address. */
  emailLink: (input: z.input<typeof FounderLinkRequestSchema>) =>
    api.post<typeof MessageSchema>("/api/my-application/link", input),
};
