import { createContext, type ReactNode, useContext, useState } from "react";
import { CONSOLE_DENSITIES } from "../../../../core/constants";
import { toast } from "../../../components/ui/toast";
import { adminApi } from "../admin-api";
import { useStaff } from "../signed-in-staff";

type Density = (typeof CONSOLE_DENSITIES)[number];
const DensityContext = createContext<{ density: Density; set: (density: Density) => void }>({
  density: "compact",
  set: () => undefined,
});

/**
 * The person's density, from their account (GET /api/admin/me), applied to the console's frame as
 * `data-density` (web/styles/console-list.css). A change shows at once and is kept on the server,
 * so it follows the person to every device.
 */
export function DensityFrame({ className, children }: { className: string; children: ReactNode }) {
  const [density, setDensity] = useState<Density>(useStaff().density);
  const set = (next: Density) => {
    const before = density;
    setDensity(next);
    adminApi.setPreferences({ density: next }).catch(() => {
      setDensity(before);
      toast("Your choice of density could not be saved.", "error");
    });
  };
  return (
    <DensityContext.Provider value={{ density, set }}>
      <div className={className} data-density={density}>
        {children}
      </div>
    </DensityContext.Provider>
  );
}

const LABELS: Record<Density, string> = { compact: "Compact", comfortable: "Comfortable" };

/** Compact or comfortable lists: two pressed buttons in the header. */
export function DensitySwitch() {
  const { density, set } = useContext(DensityContext);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, named as a group
    <div className="density-switch" role="group" aria-label="List density">
      {CONSOLE_DENSITIES.map((option) => (
        <button
          key={option}
          type="button"
          className="density-switch__option"
          aria-pressed={density === option}
          onClick={() => set(option)}
        >
          {LABELS[option]}
        </button>
      ))}
    </div>
  );
}
