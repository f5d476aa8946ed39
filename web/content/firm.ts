// Moved to core/firm.ts so the server's e-mails use the same name and address; import from there.
export { FIRM } from "../../core/firm";
