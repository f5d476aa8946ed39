import { DealRoom } from "../features/deal-room/deal-room";
import { metaForLocation } from "../lib/meta";
import "../styles/admin.css";
import "../styles/deal-room.css";

export const meta = metaForLocation;

/** Where a firm person's deal link leads: no site or staff chrome, the memo behind their proof. */
export default function DealRoomPage() {
  return (
    <main className="deal-room">
      <header className="deal-room__head">
        <img src="/logo.svg" alt="" width="40" height="40" />
        <h1>Nakhla Ventures · Deal room</h1>
      </header>
      <DealRoom />
    </main>
  );
}
